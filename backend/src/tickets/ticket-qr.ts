// The ticket's QR code as a PNG, drawn by the `qrcode` library: for the payment confirmation mail, where a phone shows
// it at the door without the site. Large modules and the quiet zone scanners need.
import QRCode from 'qrcode';

export function ticketQrPng(token: string): Promise<Buffer> {
  return QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 10, color: { dark: '#000000', light: '#ffffff' } });
}
