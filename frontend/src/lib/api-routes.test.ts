import { describe, expect, it } from 'vitest';
import { route } from './api-routes';

describe('route (a described call as fetchBaseQuery arguments)', () => {
  it('upper-cases the method and adds nothing a call does not give', () => {
    expect(route('get', '/api/admin/news')).toEqual({ url: '/api/admin/news', method: 'GET' });
    expect(route('post', '/api/auth/logout')).toEqual({ url: '/api/auth/logout', method: 'POST' });
  });

  it('puts each path value in its {name}', () => {
    expect(route('delete', '/api/admin/review/assignments/{proposalId}/{reviewerId}', { path: { proposalId: 7, reviewerId: 12 } })).toEqual({
      url: '/api/admin/review/assignments/7/12',
      method: 'DELETE',
    });
  });

  it('URI-encodes path values', () => {
    const args = route('get', '/uploads/{folder}/{file}', { path: { folder: 'a b', file: '../x?y#z&é' } });
    expect(args.url).toBe('/uploads/a%20b/..%2Fx%3Fy%23z%26%C3%A9');
  });

  it('passes the query as params and the body as it is', () => {
    expect(route('get', '/public/speakers', { query: { limit: 1000 } })).toEqual({ url: '/public/speakers', method: 'GET', params: { limit: 1000 } });
    const body = { rating: 4, comment: 'Clear' };
    const args = route('put', '/api/user/feedback/{sessionId}', { path: { sessionId: 3 }, body });
    expect(args).toEqual({ url: '/api/user/feedback/3', method: 'PUT', body });
    expect(args.body).toBe(body);
  });

  it('leaves out undefined query values, and params when none is left', () => {
    expect(route('get', '/api/admin/review/ranking', { query: { type: 'talk', status: undefined } })).toEqual({
      url: '/api/admin/review/ranking',
      method: 'GET',
      params: { type: 'talk' },
    });
    expect(route('get', '/api/admin/review/ranking', { query: { progress: undefined } })).toEqual({ url: '/api/admin/review/ranking', method: 'GET' });
    expect(route('get', '/api/admin/review/ranking', { query: {} })).toEqual({ url: '/api/admin/review/ranking', method: 'GET' });
  });

  it('keeps an upload as FormData', () => {
    const body = new FormData();
    expect(route('post', '/api/speaker/profile/upload-image', { body }).body).toBe(body);
  });

  it('refuses a path value that is missing at run time', () => {
    expect(() => route('get', '/public/schedule/releases/{number}', { path: {} as { number: number } })).toThrow(/no value for \{number\}/);
  });
});
