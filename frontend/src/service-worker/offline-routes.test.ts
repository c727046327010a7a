import { describe, expect, it } from 'vitest';
import { bearerSubject, offlineRoute, SHELL_KEY } from './offline-routes';

const ORIGIN = 'https://conf.example';
const PAGES = ['/', '/schedule', '/news'];

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;

function request(path: string, { method = 'GET', mode = 'cors', authorization }: { method?: string; mode?: string; authorization?: string } = {}) {
  const headers = new Map(authorization ? [['authorization', authorization]] : []);
  return { method, mode, url: path.startsWith('http') ? path : `${ORIGIN}${path}`, headers: { get: (name: string) => headers.get(name) ?? null } };
}

describe('offlineRoute', () => {
  it('keeps a public page as its own copy and answers every other page with the shell', () => {
    expect(offlineRoute(request('/schedule', { mode: 'navigate' }), ORIGIN, PAGES)).toEqual({ kind: 'page', key: '/schedule' });
    expect(offlineRoute(request('/schedule/?day=2', { mode: 'navigate' }), ORIGIN, PAGES)).toEqual({ kind: 'page', key: '/schedule' });
    expect(offlineRoute(request('/', { mode: 'navigate' }), ORIGIN, PAGES)).toEqual({ kind: 'page', key: '/' });
    expect(offlineRoute(request('/dashboard', { mode: 'navigate' }), ORIGIN, PAGES)).toEqual({ kind: 'page', key: SHELL_KEY });
    expect(offlineRoute(request('/review/12', { mode: 'navigate' }), ORIGIN, PAGES)).toEqual({ kind: 'page', key: SHELL_KEY });
  });

  it('leaves navigations to the API, files and downloads alone', () => {
    for (const path of ['/api/docs', '/public/schedule.ics', '/public/schedule', '/health', '/calendar/abc.ics', '/uploads/photo.jpg', '/sw.js']) {
      expect(offlineRoute(request(path, { mode: 'navigate' }), ORIGIN, PAGES)).toBeNull();
    }
  });

  it('answers hashed files and the listed public data, exactly as the client asks for them', () => {
    expect(offlineRoute(request('/assets/index-C4bvGBPO.js'), ORIGIN, PAGES)).toEqual({ kind: 'asset' });
    expect(offlineRoute(request('/public/schedule'), ORIGIN, PAGES)).toEqual({ kind: 'public', key: '/public/schedule' });
    expect(offlineRoute(request('/public/schedule/changes?limit=20'), ORIGIN, PAGES)).toEqual({ kind: 'public', key: '/public/schedule/changes?limit=20' });
    expect(offlineRoute(request('/public/schedule/changes?limit=5'), ORIGIN, PAGES)).toBeNull();
    expect(offlineRoute(request('/public/changes?since=3'), ORIGIN, PAGES)).toBeNull();
    expect(offlineRoute(request('/public/speakers/featured'), ORIGIN, PAGES)).toBeNull();
  });

  it('keeps one copy of a public read whichever version its address names', () => {
    expect(offlineRoute(request('/public/sessions?v=42'), ORIGIN, PAGES)).toEqual({ kind: 'public', key: '/public/sessions' });
    expect(offlineRoute(request('/public/schedule/changes?limit=20&v=7'), ORIGIN, PAGES)).toEqual({ kind: 'public', key: '/public/schedule/changes?limit=20' });
    expect(offlineRoute(request('/public/schedule/changes?limit=5&v=7'), ORIGIN, PAGES)).toBeNull();
  });

  it("keeps the signed-in user's own data per user, and nothing else of the API", () => {
    const alice = `Bearer ${token({ sub: 7, sid: 1 })}`;
    const bob = `Bearer ${token({ sub: 8, sid: 2 })}`;
    expect(offlineRoute(request('/api/user/schedule', { authorization: alice }), ORIGIN, PAGES)).toEqual({
      kind: 'user',
      key: '/offline-user/7/api/user/schedule',
    });
    expect(offlineRoute(request('/api/auth/me', { authorization: bob }), ORIGIN, PAGES)).toEqual({ kind: 'user', key: '/offline-user/8/api/auth/me' });
    expect(offlineRoute(request('/api/user/ticket', { authorization: bob }), ORIGIN, PAGES)).toEqual({ kind: 'user', key: '/offline-user/8/api/user/ticket' });
    expect(offlineRoute(request('/api/user/ticket/reissue', { method: 'POST', authorization: bob }), ORIGIN, PAGES)).toBeNull();
    // No token: nobody to keep it for.
    expect(offlineRoute(request('/api/auth/me'), ORIGIN, PAGES)).toBeNull();
    for (const path of ['/api/user/feedback', '/api/notifications', '/api/user/calendar', '/api/admin/sessions', '/api/user/schedule?x=1']) {
      expect(offlineRoute(request(path, { authorization: alice }), ORIGIN, PAGES)).toBeNull();
    }
  });

  it('never answers writes or other sites', () => {
    const alice = `Bearer ${token({ sub: 7 })}`;
    expect(offlineRoute(request('/api/user/schedule', { method: 'POST', authorization: alice }), ORIGIN, PAGES)).toBeNull();
    expect(offlineRoute(request('/schedule', { method: 'POST', mode: 'navigate' }), ORIGIN, PAGES)).toBeNull();
    expect(offlineRoute(request('https://cdn.example/assets/x.js'), ORIGIN, PAGES)).toBeNull();
    expect(offlineRoute(request('https://cdn.example/public/schedule'), ORIGIN, PAGES)).toBeNull();
  });
});

describe('bearerSubject', () => {
  it("reads the token's user id", () => {
    expect(bearerSubject(`Bearer ${token({ sub: 42 })}`)).toBe('42');
    expect(bearerSubject(`Bearer ${token({ sub: '42' })}`)).toBe('42');
  });

  it('gives nothing for anything else', () => {
    for (const value of [
      null,
      '',
      'Bearer',
      'Basic abc',
      'Bearer abc',
      `Bearer ${token({})}`,
      `Bearer ${token({ sub: 'x/../1' })}`,
      `Bearer ${token({ sub: -1 })}`,
      'Bearer a.!!!.c',
    ]) {
      expect(bearerSubject(value)).toBeNull();
    }
  });
});
