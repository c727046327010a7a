import { mayActForUser } from './handshake-origin.js';

describe('src/realtime/handshake-origin.spec.ts', () => {
  const SITE = 'https://conference.example';

  it('honours a sign-in from the site itself and from clients that are not pages', () => {
    expect(mayActForUser({ origin: 'https://conference.example', host: 'conference.example' }, SITE)).toBe(true);
    // Behind a proxy that rewrote Host, the public address still names the site.
    expect(mayActForUser({ origin: 'https://conference.example', host: '10.0.0.5:3000' }, SITE)).toBe(true);
    // The dev server proxies the socket with the browser's Host and Origin.
    expect(mayActForUser({ origin: 'http://localhost:5173', host: 'localhost:5173' }, SITE)).toBe(true);
    expect(mayActForUser({ host: 'conference.example' }, SITE)).toBe(true);
  });

  it('takes a page of any other site for a visitor', () => {
    expect(mayActForUser({ origin: 'https://elsewhere.example', host: 'conference.example' }, SITE)).toBe(false);
    expect(mayActForUser({ origin: 'http://conference.example', host: 'other.example' }, SITE)).toBe(false);
    expect(mayActForUser({ origin: 'https://conference.example.evil.example', host: 'conference.example' }, SITE)).toBe(false);
    expect(mayActForUser({ origin: 'null', host: 'conference.example' }, SITE)).toBe(false);
    expect(mayActForUser({ origin: ['https://elsewhere.example'], host: 'conference.example' }, SITE)).toBe(false);
  });
});
