// Server-rendered pages written out for the load balancer (page-files.ts), on the real file system.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageFiles } from './page-files.js';

const bodies = (text: string) => ({ identity: Buffer.from(text), gzip: Buffer.from(`gz:${text}`), br: Buffer.from(`br:${text}`) });

async function written(file: string) {
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return existsSync(file);
}

describe('src/http/page-files.spec.ts', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'conf-page-files-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a page in each encoding where the balancer looks for it at that version', async () => {
    const files = new PageFiles(dir);
    files.keep('/de/schedule', 12, bodies('<p>Programm</p>'));
    files.keep('/', 12, bodies('<p>Home</p>'));
    const page = path.join(dir, 'announced', '12', 'pages', 'de', 'schedule', 'index.html');
    expect(await written(page)).toBe(true);
    expect(readFileSync(page, 'utf8')).toBe('<p>Programm</p>');
    expect(readFileSync(`${page}.gz`, 'utf8')).toBe('gz:<p>Programm</p>');
    expect(readFileSync(`${page}.br`, 'utf8')).toBe('br:<p>Programm</p>');
    expect(await written(path.join(dir, 'announced', '12', 'pages', 'index.html'))).toBe(true);
  });

  it('dates each version apart, so that nginx never gives two versions of a page the same ETag', async () => {
    const files = new PageFiles(dir);
    files.keep('/schedule', 7, bodies('same size'));
    files.keep('/schedule', 8, bodies('same size'));
    const [seven, eight] = [7, 8].map((v) => path.join(dir, 'announced', String(v), 'pages', 'schedule', 'index.html'));
    expect((await written(seven)) && (await written(eight))).toBe(true);
    expect(statSync(eight).mtimeMs - statSync(seven).mtimeMs).toBe(1000);
    expect(statSync(`${eight}.br`).mtimeMs).toBe(statSync(eight).mtimeMs);
  });

  it('keeps the first page written at a version (another replica’s, or its own)', async () => {
    const page = path.join(dir, 'announced', '3', 'pages', 'speakers', 'index.html');
    const first = new PageFiles(dir);
    first.keep('/speakers', 3, bodies('first'));
    expect(await written(page)).toBe(true);
    new PageFiles(dir).keep('/speakers', 3, bodies('second'));
    first.keep('/speakers', 3, bodies('third'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readFileSync(page, 'utf8')).toBe('first');
  });

  it('writes nothing for an address nginx would not name the same way', async () => {
    const files = new PageFiles(dir);
    for (const route of ['/../escape', '/sessions/a.b', '/sessions/%2e%2e', '/schedule/', '//x', 'relative', '/a b']) files.keep(route, 1, bodies('x'));
    writeFileSync(path.join(dir, 'marker'), '');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(dir)).toEqual(['marker']);
  });
});
