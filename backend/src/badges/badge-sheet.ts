// Name badges on A4, eight to a sheet (two columns of four, 105 x 74.25 mm each: the common perforated badge
// sheets), drawn with pdfkit. DejaVu Sans is embedded because the names people have (Č, ß, ø, Ł, Ğ, and Greek or
// Cyrillic ones) are not in the PDF's standard fonts, which know only Latin-1.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { ticketQrPng } from '../tickets/ticket-qr.js';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MM = 72 / 25.4;
const PAGE = { width: 210 * MM, height: 297 * MM };
const COLUMNS = 2;
const ROWS = 4;
export const BADGES_PER_SHEET = COLUMNS * ROWS;
const BADGE = { width: PAGE.width / COLUMNS, height: PAGE.height / ROWS };
const PAD = 8 * MM;
const QR = 30 * MM;

export interface Badge {
  name: string;
  organisation: string;
  /** The ticket's kind as the reader says it ("Speaker", "Sprecherin"...). */
  kind: string;
  /** The ticket's token, drawn as its QR code. */
  token: string;
}

/** The sheets as one PDF: the event's name at the top of each badge, then the name, organisation, kind and QR code. */
export async function badgeSheets(badges: Badge[], eventName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: `${eventName}: badges`, Creator: eventName } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const codes = await Promise.all(badges.map((b) => ticketQrPng(b.token)));
  badges.forEach((badge, i) => {
    const slot = i % BADGES_PER_SHEET;
    if (slot === 0) doc.addPage();
    const x = (slot % COLUMNS) * BADGE.width;
    const y = Math.floor(slot / COLUMNS) * BADGE.height;
    // Cutting guides, light enough not to show on a perforated sheet.
    doc.lineWidth(0.3).strokeColor('#cccccc').rect(x, y, BADGE.width, BADGE.height).stroke();
    const textWidth = BADGE.width - 2 * PAD - QR - 4 * MM;
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(eventName, x + PAD, y + PAD, { width: BADGE.width - 2 * PAD, lineBreak: false, ellipsis: true });
    doc
      .font('bold')
      .fontSize(badge.name.length > 22 ? 15 : 19)
      .fillColor('#000000');
    doc.text(badge.name, x + PAD, y + PAD + 8 * MM, { width: textWidth, height: 24 * MM, ellipsis: true });
    doc.font('regular').fontSize(10).fillColor('#222222');
    if (badge.organisation) doc.text(badge.organisation, x + PAD, doc.y + 2 * MM, { width: textWidth, height: 10 * MM, ellipsis: true });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#000000')
      .text(badge.kind.toUpperCase(), x + PAD, y + BADGE.height - PAD - 5 * MM, { width: textWidth, lineBreak: false });
    doc.image(codes[i], x + BADGE.width - PAD - QR, y + BADGE.height - PAD - QR, { width: QR, height: QR });
  });
  if (badges.length === 0) doc.addPage();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
