import PDFDocument from 'pdfkit';
import type { Lang } from '@vitrina/contract/constants';
import { pipelineCopy } from './pipeline-copy.ts';

/** One applicant on the printed list: never an e-mail, a phone, an age or a birth date. */
export interface SheetApplicant {
  name: string;
  place: string;
  categories: string[];
  profileLink: string;
  tags: string[];
  note: string;
}

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const INK = '#111827';
const MUTED = '#4b5563';
const ACCENT = '#b4235a';

/** A4 pages: the opportunity, the role and the filing, then one block per applicant (Helvetica, as the comp card). */
export function drawApplicantsSheet(sheet: {
  lang: Lang;
  title: string;
  subtitle: string;
  rows: SheetApplicant[];
}): Promise<Buffer> {
  const copy = pipelineCopy[sheet.lang];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN },
    lang: sheet.lang,
    displayTitle: true,
    info: { Title: `${sheet.title} · ${copy.sheet}`, Creator: 'Vitrina' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(10).fillColor(ACCENT).text(`VITRINA · ${copy.sheet.toUpperCase()}`);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(sheet.title, { width: WIDTH });
  doc.font('Helvetica').fontSize(11).fillColor(MUTED);
  doc.text(`${sheet.subtitle} · ${copy.applicants(sheet.rows.length)}`, { width: WIDTH });
  doc.fontSize(8.5).text(copy.private, { width: WIDTH });
  doc.moveDown(1);
  if (sheet.rows.length === 0) doc.fontSize(12).fillColor(INK).text(copy.empty);
  sheet.rows.forEach((row, index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(INK)
      .text(`${index + 1}. ${row.name}`, { width: WIDTH });
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED);
    for (const line of [row.place, row.categories.join(' · ')].filter(Boolean)) doc.text(line, { width: WIDTH });
    doc.fillColor(ACCENT).text(row.profileLink, { width: WIDTH, link: row.profileLink, underline: true });
    if (row.tags.length) doc.fillColor(INK).text(`${copy.tags}: ${row.tags.join(', ')}`, { width: WIDTH });
    if (row.note) doc.fillColor(INK).text(`${copy.note}: ${row.note}`, { width: WIDTH });
    doc.moveDown(0.8);
  });
  doc.end();
  return done;
}
