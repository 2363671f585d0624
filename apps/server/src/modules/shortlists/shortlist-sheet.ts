import PDFDocument from 'pdfkit';
import type { Lang } from '@vitrina/contract/constants';
import { shortlistCopy } from './shortlist-copy.ts';

/** One talent on the printed sheet: never an e-mail, a phone or a birth date. */
export interface SheetRow {
  name: string;
  /** City and country, named in the agency's language. */
  place: string;
  categories: string[];
  /** "Label: value" lines the agency may see. */
  attributes: string[];
  profileLink: string;
  links: string[];
  tags: string[];
  note: string;
  /** A square JPEG, or null when the talent has no photo. */
  photo: Buffer | null;
}

export interface SheetContent {
  lang: Lang;
  title: string;
  agency: string;
  rows: SheetRow[];
}

// A4 in points; the built-in Helvetica (WinAnsi) has every Spanish letter and sign, as on the comp card.
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const PHOTO = 72;
const TEXT_LEFT = MARGIN + PHOTO + 14;
const TEXT_WIDTH = WIDTH - PHOTO - 14;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#b4235a';

function rowHeight(doc: PDFKit.PDFDocument, row: SheetRow): number {
  const lines = [row.place, row.categories.join(' · '), ...row.attributes, row.profileLink, ...row.links];
  doc.font('Helvetica').fontSize(9.5);
  const body = lines.filter(Boolean).reduce((sum, line) => sum + doc.heightOfString(line, { width: TEXT_WIDTH }), 0);
  const note = row.note ? doc.heightOfString(row.note, { width: TEXT_WIDTH }) + 4 : 0;
  return Math.max(PHOTO, 20 + body + note + (row.tags.length ? 14 : 0)) + 18;
}

/** The sheet: a header, then one block per talent (photo left, words right), as many A4 pages as it takes. */
export function drawShortlistSheet(sheet: SheetContent): Promise<Buffer> {
  const copy = shortlistCopy[sheet.lang];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 },
    lang: sheet.lang,
    displayTitle: true,
    info: { Title: `${sheet.title} · ${copy.sheet}`, Author: sheet.agency, Creator: 'Vitrina' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(`VITRINA · ${copy.sheet.toUpperCase()}`, MARGIN, MARGIN);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(sheet.title, { width: WIDTH });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(`${sheet.agency} · ${copy.talents(sheet.rows.length)}`, { width: WIDTH });
  doc.fontSize(8.5).text(copy.private, { width: WIDTH });
  let y = doc.y + 16;
  if (sheet.rows.length === 0) doc.fontSize(12).fillColor(INK).text(copy.empty, MARGIN, y);

  for (const row of sheet.rows) {
    const height = rowHeight(doc, row);
    if (y + height > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();
    y += 10;
    if (row.photo) doc.image(row.photo, MARGIN, y, { width: PHOTO, height: PHOTO });
    else doc.rect(MARGIN, y, PHOTO, PHOTO).fillColor('#e5e7eb').fill();
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(row.name, TEXT_LEFT, y, { width: TEXT_WIDTH });
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    for (const line of [row.place, row.categories.join(' · '), ...row.attributes].filter(Boolean))
      doc.text(line, { width: TEXT_WIDTH });
    doc.fillColor(ACCENT);
    for (const link of [row.profileLink, ...row.links]) doc.text(link, { width: TEXT_WIDTH, link, underline: true });
    if (row.tags.length) doc.fillColor(INK).text(`${copy.tags}: ${row.tags.join(', ')}`, { width: TEXT_WIDTH });
    if (row.note) doc.moveDown(0.2).fillColor(INK).text(`${copy.note}: ${row.note}`, { width: TEXT_WIDTH });
    y = Math.max(doc.y, y + PHOTO) + 8;
  }

  doc.end();
  return done;
}
