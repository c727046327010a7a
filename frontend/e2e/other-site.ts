// Another site for the schedule widget's specs: a plain HTTP server on its own origin (localhost, where the app is
// 127.0.0.1) that serves whatever page the test sets, and a blog page for it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from './fixtures';

/** Starts the site before the spec's tests and stops it after them; `serve` sets the page it answers every request with. */
export function useOtherSite() {
  let site: Server;
  let pageHtml = '';
  const handle = { origin: '', serve: (html: string) => void (pageHtml = html) };
  test.beforeAll(async () => {
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pageHtml);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    handle.origin = `http://localhost:${(site.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });
  return handle;
}

/** A blog page with rules that would hide or restyle a schedule that was not isolated from them, in `lang`. */
export function blogPage(body: string, head = '', lang = 'en') {
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="utf-8">
    <title>Our team's conference week</title>
    <style>li { display: none; } h3 { color: rgb(255, 0, 0); } body { font-family: Georgia, serif; }</style>
    ${head}
  </head>
  <body>
    <h1>Where to find us next week</h1>
    ${body}
  </body>
</html>`;
}
