// The ticket's QR code as a PNG: for the payment confirmation mail, where a phone shows it at the door without the
// site. Large modules and the quiet zone scanners need.
import QRCode from 'qrcode';
import sharp from 'sharp';

/** Pixels per module of the code, as printed on receipts and shown at the door. */
const SCALE = 10;

/**
 * The ticket's QR code as a PNG (for the receipt mail), drawn from the code's SVG by sharp: native drawing, a few
 * milliseconds, where encoding the pixels in JavaScript took seconds on a busy machine inside a payment's transaction.
 */
export async function ticketQrPng(token: string): Promise<Buffer> {
  const svg = await QRCode.toString(token, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  return sharp(Buffer.from(svg), { density: 72 * SCALE })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}
