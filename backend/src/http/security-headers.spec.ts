import { createHash } from 'node:crypto';
import { EMPTY_STYLE_ELEMENT, framableCsp, helmetOptions, pageCsp, pageStylePolicy, securityHeaders, serverRenderedCsp } from './security-headers.js';

describe('src/http/security-headers.spec.ts', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const base = securityHeaders(helmetOptions('https://conference.example'))['content-security-policy'];

  it('allows styles only from the site and empty style elements (Emotion fills them through the CSSOM)', () => {
    expect(base).toContain(`style-src 'self' ${EMPTY_STYLE_ELEMENT};`);
    expect(EMPTY_STYLE_ELEMENT).toBe(hash(''));
    expect(base).not.toContain('unsafe-inline');
    expect(base).toContain("connect-src 'self' wss://conference.example");
  });

  it('names a page’s own inline styles and style attributes by hash, and nothing else', () => {
    const html = '<head><style data-emotion="css 1x">.css-1x{color:red}</style></head><div style="--Paper-shadow:none"><p style="a:&quot;b&quot;">x</p></div>';
    const csp = pageCsp(base, html);
    const styleSrc = /style-src ([^;]*)/.exec(csp)![1].split(' ');
    expect(styleSrc).toEqual(["'self'", EMPTY_STYLE_ELEMENT, hash('.css-1x{color:red}'), "'unsafe-hashes'", hash('--Paper-shadow:none'), hash('a:"b"')]);
    expect(csp.replace(/style-src [^;]*/, '')).toBe(base.replace(/style-src [^;]*/, ''));
    expect(pageCsp(base, '<div>no styles</div>')).toBe(base);
  });

  it('gives every server-rendered page the same header policy and the page its own style policy', () => {
    const html = '<head><style data-emotion="css 1x">.css-1x{color:red}</style></head><div style="--Paper-shadow:none">x</div>';
    const header = serverRenderedCsp(base);
    // Styles are left to the page's own policy: a browser enforces both.
    expect(/style-src ([^;]*)/.exec(header)![1]).toBe("'self' 'unsafe-inline'");
    expect(header.replace(/style-src [^;]*/, '')).toBe(base.replace(/style-src [^;]*/, ''));
    expect(pageStylePolicy(base, html)).toBe(
      `style-src 'self' ${EMPTY_STYLE_ELEMENT} ${hash('.css-1x{color:red}')} 'unsafe-hashes' ${hash('--Paper-shadow:none')}`,
    );
    expect(pageStylePolicy(base, '<div>no styles</div>')).toBe(`style-src 'self' ${EMPTY_STYLE_ELEMENT}`);
  });

  it('lets any site frame only a page that asks for it, changing nothing else', () => {
    expect(base).toContain("frame-ancestors 'self'");
    const framable = framableCsp(base);
    expect(framable).toContain('frame-ancestors *');
    expect(framable).not.toContain("frame-ancestors 'self'");
    expect(framable.replace('frame-ancestors *', '')).toBe(base.replace("frame-ancestors 'self'", ''));
  });
});
