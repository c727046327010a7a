// Name badges (issue 46): a PDF of everyone with a ticket, or of one kind or a name, eight to an A4 sheet, with the
// names people have (Č, ß, ø, Ł, Ğ) and each holder's ticket as a QR code; read back as a reader would: its text, its
// pages, and its codes scanned (jsQR over the images pdf.js takes out of it).
import jsQRImport from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { api, registerUser, useAdminApp, type TestApp } from './harness.js';

type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
// A CommonJS package typed as an ES default export: the function is the import itself or its `default`, by loader.
const jsQR = (typeof jsQRImport === 'function' ? jsQRImport : (jsQRImport as unknown as { default: Decode }).default) as Decode;

describe('test/badges.e2e-spec.ts', () => {
  const context = useAdminApp();
  let app: TestApp;
  beforeAll(() => ({ app } = context));

  const NAMES = ['Čeněk Dvořák', 'Jürgen Weiß', 'Søren Kjærgård', 'Łucja Wąsowska', 'Ğülşen Yılmaz', 'Ana Ruiz', 'Bo Li', 'Cleo Moss', 'Dana Frey'];

  async function pdf(query = '', token = context.admin) {
    const response = await fetch(`${app.url}/api/admin/badges.pdf${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async function read(bytes: Buffer) {
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    try {
      const text = await parser.getText();
      const images = await parser.getImage();
      const codes: string[] = [];
      // pdf.js hands each embedded image back encoded (PNG).
      for (const page of images.pages)
        for (const image of page.images) {
          const { data, info } = await sharp(Buffer.from(image.data)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
          const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
          if (found) codes.push(found.data);
        }
      // A long name wraps onto a second line of its badge.
      return { text: text.text.replace(/\s+/g, ' '), pages: text.total, codes };
    } finally {
      await parser.destroy();
    }
  }

  it("prints everyone with a ticket, eight to a sheet, with their names as written and their ticket's code", async () => {
    // Made in the database: registering nine through the API would hash nine passwords.
    const prisma = app.database.prisma;
    await prisma.user.createMany({
      data: NAMES.map((full_name, i) => ({
        email: `badge-${i}@test.example`,
        full_name,
        payment_status: 'paid' as const,
        organization: i === 0 ? 'Ústav formální a aplikované lingvistiky' : '',
      })),
    });
    await prisma.user.create({ data: { email: 'unpaid@test.example', full_name: 'Nobody Unpaid' } });

    const sheet = await pdf();
    expect(sheet.status).toBe(200);
    expect(sheet.type).toBe('application/pdf');
    const { text, pages, codes } = await read(sheet.bytes);
    for (const name of NAMES) expect(text).toContain(name);
    expect(text).toContain('Ústav formální a aplikované lingvistiky');
    expect(text).not.toContain('Nobody Unpaid');
    // The nine attendees and the organiser who signed in: ten badges, two sheets.
    expect(pages).toBe(2);
    // Each holder's live ticket, made for the badges, is the code on their badge.
    const tickets = await prisma.ticket.findMany({ where: { revoked_at: null, user: { email: { startsWith: 'badge-' } } } });
    expect(tickets).toHaveLength(NAMES.length);
    for (const { token } of tickets) expect(codes).toContain(token);
  });

  it('prints one kind, or those a name picks, in the language asked for', async () => {
    const only = await read((await pdf('?kind=organiser')).bytes);
    expect(only.pages).toBe(1);
    expect(only.text).not.toContain('Jürgen Weiß');
    expect(only.text).toContain('ORGANISER');
    const picked = await read((await pdf('?q=wei%C3%9F&lang=de')).bytes);
    expect(picked.text).toContain('Jürgen Weiß');
    expect(picked.text).not.toContain('Søren Kjærgård');
    expect(picked.text).toContain('TEILNEHMENDE/R');
    expect(picked.codes).toHaveLength(1);
  });

  it('refuses an unknown kind with a reason, and everyone but organisers', async () => {
    const bad = await api(app, 'GET', '/api/admin/badges.pdf?kind=vip', { token: context.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'kind'], msg: 'kind must be attendee, speaker, organiser or door_helper' });
    const attendee = await registerUser(app);
    expect((await pdf('', attendee.token)).status).toBe(403);
    expect((await api(app, 'GET', '/api/admin/badges.pdf')).status).toBe(401);
  });
});
