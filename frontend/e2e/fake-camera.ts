// A camera for Chromium that films one still image: a QR code on white, written as a one-frame Y4M file (4:2:0),
// which --use-file-for-fake-video-capture plays in a loop.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/** Writes a Y4M file of `text` as a QR code into `dir`, and returns its path. */
export async function qrCodeVideo(dir: string, text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { margin: 4, width: 360 });
  const { data } = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: png, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  for (let i = 0; i < WIDTH * HEIGHT; i++) {
    const [r, g, b] = [data[i * 3], data[i * 3 + 1], data[i * 3 + 2]];
    y[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  const file = path.join(dir, 'qr-code.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), y, u, v]));
  return file;
}
