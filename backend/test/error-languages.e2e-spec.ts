// Refusals in the language the request asks for (issue 28): the client sends its page's language as Accept-Language
// (or a link says ?lang=de); without it, or in English, the API's English texts exactly as before, byte for byte.
import { api, registerUser, useAdminApp } from './harness.js';

describe('test/error-languages.e2e-spec.ts', () => {
  const context = useAdminApp();
  const GERMAN = { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' };
  const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

  /** The raw bytes of an answer, to hold the English to exactly what clients have always read. */
  async function raw(route: string, init: RequestInit = {}) {
    const response = await fetch(`${context.app.url}${route}`, init);
    return { status: response.status, text: await response.text() };
  }

  it('refuses a wrong password in German for a German page, and in the same English bytes otherwise', async () => {
    const { email } = await registerUser(context.app);
    const signIn = (headers: Record<string, string>, query = '') =>
      raw(`/api/auth/login${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: 'wrong-password-1' }),
      });
    expect(await signIn(GERMAN)).toEqual({ status: 401, text: '{"detail":"E-Mail-Adresse oder Passwort ist falsch"}' });
    expect(await signIn({}, '?lang=de')).toEqual({ status: 401, text: '{"detail":"E-Mail-Adresse oder Passwort ist falsch"}' });
    expect(await signIn({})).toEqual({ status: 401, text: '{"detail":"Incorrect email or password"}' });
    expect(await signIn(ENGLISH)).toEqual({ status: 401, text: '{"detail":"Incorrect email or password"}' });
  });

  it('words a refused field with its values in German, and as the API always has in English', async () => {
    const register = (headers: Record<string, string>) =>
      api(context.app, 'POST', '/api/auth/register', { headers, body: { email: `short-${Date.now()}@test.example`, password: 'short', full_name: 'Kim' } });
    expect((await register(GERMAN)).body).toEqual({
      detail: [{ loc: ['body', 'password'], msg: 'Das Passwort muss mindestens 8 Zeichen lang sein', type: expect.any(String) }],
    });
    expect((await register({})).body.detail[0].msg).toBe('Password must be at least 8 characters long');

    const session = (headers: Record<string, string>) =>
      api(context.app, 'POST', '/api/admin/sessions', { token: context.admin, headers, body: { title: 'x'.repeat(301) } });
    const german = (await session(GERMAN)).body.detail as { loc: string[]; msg: string }[];
    expect(german.find((field) => field.loc[1] === 'title')?.msg).toBe('title darf höchstens 300 Zeichen lang sein');
    const english = (await session({})).body.detail as { loc: string[]; msg: string }[];
    expect(english.find((field) => field.loc[1] === 'title')?.msg).toBe('title must be shorter than or equal to 300 characters');
  });

  it('says not found, not signed in and not allowed in German', async () => {
    const missing = (headers: Record<string, string>) => api(context.app, 'DELETE', '/api/admin/sponsors/999999', { token: context.admin, headers });
    expect(await missing(GERMAN)).toMatchObject({ status: 404, body: { detail: 'Sponsor nicht gefunden' } });
    expect(await missing({})).toMatchObject({ status: 404, body: { detail: 'Sponsor not found' } });

    expect(await api(context.app, 'GET', '/api/auth/me', { headers: GERMAN })).toMatchObject({ status: 401, body: { detail: 'Nicht angemeldet' } });
    expect(await raw('/api/auth/me')).toEqual({ status: 401, text: '{"detail":"Not authenticated"}' });

    const { token } = await registerUser(context.app);
    expect(await api(context.app, 'GET', '/api/admin/users', { token, headers: GERMAN })).toMatchObject({
      status: 403,
      body: { detail: 'Sie haben keine Berechtigung für diese Aktion' },
    });
    expect(await raw('/api/admin/users', { headers: { authorization: `Bearer ${token}` } })).toEqual({
      status: 403,
      text: '{"detail":"You do not have permission to perform this action"}',
    });
  });

  it("refuses a public read's bad query in German, and in the spec's English without a language", async () => {
    expect(await api(context.app, 'GET', '/public/schedule?day=x', { headers: GERMAN })).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['query', 'day'], msg: 'day muss ein Datum im Format JJJJ-MM-TT sein', type: 'value_error' }] },
    });
    expect(await raw('/public/schedule?day=x')).toEqual({
      status: 400,
      text: '{"detail":[{"loc":["query","day"],"msg":"day must be a date as YYYY-MM-DD","type":"value_error"}]}',
    });
  });

  it("says zod's own words for site content in German", async () => {
    const put = (headers: Record<string, string>) =>
      api(context.app, 'PUT', '/api/admin/site-content/ticket_url', { token: context.admin, headers, body: { value: 42 } });
    const [german, english] = [await put(GERMAN), await put({})];
    expect(german.status).toBe(400);
    expect(english.body.detail[0].msg).toMatch(/^Invalid input/);
    expect(german.body.detail[0].msg).toMatch(/^Ungültige Eingabe/);
  });

  it('answers a form in the language of its page too (the reset link)', async () => {
    const ask = (headers: Record<string, string>) => api(context.app, 'POST', '/api/auth/forgot-password', { headers, body: { email: 'nobody@test.example' } });
    expect((await ask(GERMAN)).body.detail).toBe(
      'Falls ein Konto diese Adresse verwendet, haben wir ihm einen Link zum Wählen eines neuen Passworts gesendet. Der Link funktioniert einmal, eine Stunde lang.',
    );
    expect((await ask({})).body.detail).toBe(
      'If an account uses this address, we have sent it a link to choose a new password. The link works once, for one hour.',
    );
  });

  it("says the router's not found in German, and as Nest always has in English", async () => {
    expect(await api(context.app, 'GET', '/api/no-such-route?x=1', { headers: GERMAN })).toMatchObject({
      status: 404,
      body: { detail: 'GET /api/no-such-route?x=1 gibt es hier nicht' },
    });
    expect(await raw('/api/no-such-route?x=1')).toEqual({ status: 404, text: '{"detail":"Cannot GET /api/no-such-route?x=1"}' });
  });
});
