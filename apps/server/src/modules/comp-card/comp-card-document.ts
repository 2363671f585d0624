import PDFDocument from 'pdfkit';
import type { Lang } from '@vitrina/contract/constants';
import { compCardCopy } from './comp-card-copy.ts';
import { collageCells } from './comp-card-rules.ts';

/** What a comp card shows: never an e-mail, a phone, a birth date or the biography (decision 0021). */
export interface CompCardContent {
  lang: Lang;
  name: string;
  /** The talent's categories, named in `lang`. */
  categories: string[];
  /** City and country ('' when the profile has neither). */
  place: string;
  /** The profile's public address, written out and in the QR code. */
  link: string;
  /** The QR code of `link`, as a PNG. */
  qr: Buffer;
  /** Up to four square JPEGs, in the talent's order. */
  photos: Buffer[];
}

// A4 in points; the built-in Helvetica (WinAnsi) has every Spanish letter and sign (á, ñ, ¿, ¡).
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_HEIGHT = 132;
const QR_SIDE = 112;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#b4235a';

/** The largest size (from `max` down to `min`) at which `text` fits on one line of the page. */
function fittingSize(doc: PDFKit.PDFDocument, text: string, font: string, max: number, min: number): number {
  doc.font(font);
  for (let size = max; size > min; size -= 1) if (doc.fontSize(size).widthOfString(text) <= CONTENT_WIDTH) return size;
  return min;
}

/** Draws the one A4 page: the name and what they do on top, the collage, then how to reach them. */
export function drawCompCard(card: CompCardContent): Promise<Buffer> {
  const copy = compCardCopy[card.lang];
  const doc = new PDFDocument({
    size: 'A4',
    // A small bottom margin: the footer is placed by hand, and pdfkit must never break it onto a second page.
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    lang: card.lang,
    displayTitle: true,
    info: { Title: `${card.name} · ${copy.title}`, Author: card.name, Creator: 'Vitrina' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT);
  doc.text(`VITRINA · ${copy.title.toUpperCase()}`, MARGIN, MARGIN);
  doc.moveDown(0.6);
  const nameSize = fittingSize(doc, card.name, 'Helvetica-Bold', 34, 18);
  doc.font('Helvetica-Bold').fontSize(nameSize).fillColor(INK).text(card.name, { width: CONTENT_WIDTH });
  if (card.categories.length) {
    doc.moveDown(0.2);
    doc.font('Helvetica').fontSize(14).fillColor(INK).text(card.categories.join(' · '), { width: CONTENT_WIDTH });
  }
  if (card.place) {
    doc.moveDown(0.2);
    doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(card.place, { width: CONTENT_WIDTH });
  }

  const footerTop = PAGE_HEIGHT - MARGIN - FOOTER_HEIGHT;
  const collageTop = doc.y + 20;
  const area = { x: MARGIN, y: collageTop, width: CONTENT_WIDTH, height: Math.max(0, footerTop - 20 - collageTop) };
  collageCells(card.photos.length, area, 8).forEach((cell, index) => {
    doc.image(card.photos[index]!, cell.x, cell.y, { width: cell.width, height: cell.height });
  });

  doc
    .moveTo(MARGIN, footerTop)
    .lineTo(PAGE_WIDTH - MARGIN, footerTop)
    .lineWidth(0.5)
    .strokeColor('#d1d5db')
    .stroke();
  const qrTop = footerTop + (FOOTER_HEIGHT - QR_SIDE) / 2;
  doc.image(card.qr, MARGIN, qrTop, { width: QR_SIDE, height: QR_SIDE });
  const textLeft = MARGIN + QR_SIDE + 20;
  const textWidth = PAGE_WIDTH - MARGIN - textLeft;
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(INK)
    .text(copy.contactTitle, textLeft, qrTop + 8, {
      width: textWidth,
    });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(10.5).fillColor(MUTED).text(copy.contactText, { width: textWidth });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(10.5).fillColor(ACCENT).text(card.link, {
    width: textWidth,
    link: card.link,
    underline: true,
  });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(copy.scan, { width: textWidth });

  doc.end();
  return done;
}
