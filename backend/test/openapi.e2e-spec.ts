// The API's description: served at /api/openapi.json and browsable at /api/docs; it names every route the router
// knows, with an answer for each; and the client's generated types (frontend/src/types/openapi.ts) and form limits
// (request-limits.ts beside them) are what it describes now. `npm run api:types` rewrites them after an API change.
import { api, type TestApp, useTestApp } from './harness.js';
import { CLIENT_LIMITS, CLIENT_TYPES, clientLimits, clientTypes, compareGenerated, describeApiWithoutDatabase } from './client-types.js';

describe('test/openapi.e2e-spec.ts', () => {
  const context = useTestApp();
  let app: TestApp;
  let document: {
    paths: Record<string, Record<string, { responses: Record<string, { content?: object }>; security?: unknown[]; summary?: string }>>;
    components: { schemas: Record<string, unknown> };
  };

  /** Swagger UI's own pages and files, and the description itself. */
  const isDocsRoute = (url: string) => url === '/api/openapi.json' || url === '/api/docs' || url.startsWith('/api/docs/');

  beforeAll(async () => {
    app = context.app;
    const response = await api(app, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    document = response.body;
  });

  test('every route the router knows is described, with what it answers', () => {
    const routes = [
      ...new Set(app.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !isDocsRoute(r.url)).map((r) => `${r.method} ${r.url}`)),
    ];
    const described = new Set(
      Object.entries(document.paths).flatMap(([route, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    expect(routes.filter((route) => !described.has(route))).toEqual([]);
    expect([...described].filter((route) => !routes.includes(route))).toEqual([]);
    for (const [route, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const success = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
        expect({ route: `${method} ${route}`, answers: success.length > 0 }).toEqual({ route: `${method} ${route}`, answers: true });
        for (const [status, response] of success) {
          if (status !== '204')
            expect({ route: `${method} ${route}`, status, content: Boolean(response.content) }).toEqual({ route: `${method} ${route}`, status, content: true });
        }
        expect(operation.responses['4XX']).toBeDefined();
        // A line on what it is for, shown in /api/docs (@Summary on the route).
        expect({ route: `${method} ${route}`, summary: Boolean(operation.summary) }).toEqual({ route: `${method} ${route}`, summary: true });
      }
    }
  });

  test('the refusals, the views and the request bodies are named schemas', () => {
    for (const name of [
      'Error',
      'Session',
      'AdminSession',
      'Conflict',
      'ScheduleChange',
      'Proposal',
      'User',
      'AuthResponse',
      'CreateSessionDto',
      'ProposalDto',
    ]) {
      expect(Object.keys(document.components.schemas)).toContain(name);
    }
    // Request bodies carry their validation rules.
    expect(document.components.schemas.RegisterDto).toMatchObject({
      required: ['email', 'password', 'full_name'],
      properties: { password: { type: 'string', minLength: 8 } },
    });
  });

  test('the generated client types are what the server describes', async () => {
    compareGenerated(CLIENT_TYPES, await clientTypes(document));
  });

  test("the client's form limits are the request bodies' limits the server checks", async () => {
    compareGenerated(CLIENT_LIMITS, await clientLimits(document));
  });

  test('the description npm run api:types builds without a database is the one the server serves', async () => {
    expect(await describeApiWithoutDatabase()).toEqual(document);
  });

  test('/api/docs shows the description, with scripts from this site only', async () => {
    const page = await fetch(`${app.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    const init = await fetch(`${app.url}/api/docs/swagger-ui-init.js`);
    expect(init.status).toBe(200);
    expect(await init.text()).toContain('/api/auth/login');
    // The rest of the site keeps its strict policy.
    const other = await fetch(`${app.url}/api/openapi.json`);
    expect(other.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  });
});
