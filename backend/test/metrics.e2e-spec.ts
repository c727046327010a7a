// GET /metrics (issue 48): what Prometheus scrapes from a replica, and who may scrape it. With METRICS_TOKEN only the
// bearer of it; without one only a request made on the machine itself and not forwarded by a proxy.
import { readFileSync } from 'node:fs';
import { api, connectSocket, nextEvent, registerUser, useAdminApp, useTestApp } from './harness.js';

const TOKEN = 'metrics-token-for-the-test';

/** The value of one series (`name{labels}`) in a scrape, or undefined when it is not there. */
function value(scrape: string, series: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The series the Grafana dashboard kept in ops/ queries (label matchers and groupings left out). */
function dashboardSeries(): string[] {
  const dashboard = JSON.parse(readFileSync(new URL('../../ops/grafana/dashboards/conference.json', import.meta.url), 'utf8')) as {
    panels: { targets: { expr: string }[] }[];
  };
  const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
  const names = exprs.flatMap(
    (expr) =>
      expr
        .replace(/\{[^}]*\}/g, '')
        .replace(/by \([^)]*\)/g, '')
        .match(/[a-z][a-z0-9]*(_[a-z0-9]+)+/g) ?? [],
  );
  return [...new Set(names)].filter((name) => name !== 'histogram_quantile');
}

describe('test/metrics.e2e-spec.ts', () => {
  describe('with METRICS_TOKEN', () => {
    const context = useAdminApp({ METRICS_TOKEN: TOKEN });
    const scrape = (token?: string) => fetch(`${context.app.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    it('answers only the bearer of the token', async () => {
      for (const token of [undefined, 'metrics-token-for-the-tesT', 'x']) {
        const refused = await scrape(token);
        expect(refused.status).toBe(403);
        expect((await refused.json()).detail).toBe('Metrics need the metrics token');
      }
      const allowed = await scrape(TOKEN);
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    });

    it('counts requests by route pattern, open sockets, pushes from commit to sockets, the outboxes and the pool', async () => {
      const { app, asAdmin } = context;
      for (let i = 0; i < 3; i++) expect((await api(app, 'GET', `/public/sessions/${900 + i}`)).status).toBe(404);
      // Registering mails a confirmation link: a row in the mail outbox.
      await registerUser(app);
      const socket = await connectSocket(app.url);
      try {
        const pushed = nextEvent(socket, 'public.changed');
        const start = new Date(Date.UTC(2025, 10, 17, 9, 0)).toISOString();
        const created = await asAdmin('POST', '/api/admin/sessions', {
          title: 'Measured talk',
          startTime: start,
          endTime: new Date(Date.parse(start) + 1_800_000).toISOString(),
          room: 'Hall',
        });
        expect(created.status).toBe(201);
        await pushed;

        const text = await (await scrape(TOKEN)).text();
        // One series for the pattern, whatever ids were asked for.
        expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/public/sessions/:id",status="404"}')).toBe(3);
        expect(value(text, 'http_request_duration_seconds_count{method="POST",route="/api/admin/sessions",status="201"}')).toBe(1);
        expect(value(text, 'realtime_sockets')).toBe(1);
        expect(value(text, 'push_fan_out_seconds_count')).toBeGreaterThanOrEqual(1);
        expect(value(text, 'push_events_total{event="sessions.changed"}')).toBeGreaterThanOrEqual(1);
        expect(value(text, 'event_outbox_pending')).toBe(0);
        expect(value(text, 'event_outbox_lag_seconds')).toBe(0);
        expect(value(text, 'db_pool_connections{state="waiting"}')).toBe(0);
        expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        const mailRows = [...text.matchAll(/^outbox_rows\{outbox="mail",status="\w+"\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
        expect(mailRows).toBeGreaterThanOrEqual(1);
        expect(value(text, 'mail_queue_jobs{state="active"}')).toBe(0);
        expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
        expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
        // The dashboard kept beside the compose file shows only what the app exports.
        const exported = new Set(
          [...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, kind]) =>
            kind === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name],
          ),
        );
        const queried = dashboardSeries();
        expect(queried.length).toBeGreaterThan(10);
        expect(queried.filter((name) => !exported.has(name))).toEqual([]);
      } finally {
        socket.disconnect();
      }
    });
  });

  describe('without METRICS_TOKEN', () => {
    const context = useTestApp();

    it('answers a request made on this machine, and refuses one a proxy forwarded', async () => {
      const local = await fetch(`${context.app.url}/metrics`);
      expect(local.status).toBe(200);
      expect(await local.text()).toContain('# TYPE http_request_duration_seconds histogram');
      for (const headers of [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }] as Record<string, string>[]) {
        expect((await fetch(`${context.app.url}/metrics`, { headers })).status).toBe(403);
      }
    });
  });
});
