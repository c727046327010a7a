// The organisers' schedule calls the live-schedule specs make through the API (not the admin UI).
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin } from './helpers';

export interface AdminSession {
  id: number;
  version: number;
}

export async function adminSessions(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiLogin(request, ADMIN.email, ADMIN.password)}` };
  async function call(method: 'post' | 'put' | 'delete', url: string, data?: object) {
    const res = await request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${url}: ${res.status()} ${await res.text()}`);
    return res.status() === 204 ? null : ((await res.json()) as AdminSession);
  }
  return {
    create: (data: object) => call('post', '/api/admin/sessions', data) as Promise<AdminSession>,
    move: (s: AdminSession, data: object) => call('post', `/api/admin/sessions/${s.id}/move`, { ...data, version: s.version }) as Promise<AdminSession>,
    update: (s: AdminSession, data: object) => call('put', `/api/admin/sessions/${s.id}`, { ...data, version: s.version }) as Promise<AdminSession>,
    remove: (s: AdminSession) => call('delete', `/api/admin/sessions/${s.id}`),
  };
}
