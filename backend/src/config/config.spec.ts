import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.js';

describe('src/config/config.spec.ts', () => {
  /** The repository's .env.example as docker compose reads it. */
  function envExample(): Record<string, string> {
    const text = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    return Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
  }

  describe('configuration', () => {
    it('finds no usable secret in .env.example: copied as it is, production refuses to start', () => {
      const example = envExample();
      expect(example.JWT_SECRET).toBe('');
      expect(example.ADMIN_PASSWORD).toBe('');
      expect(() => loadConfig({ ...example, NODE_ENV: 'production', DATA_DIR: '/tmp/conf-config-spec' })).toThrow(ConfigError);
    });

    it('has working defaults: embedded database, port 3000, no Redis, mail to files', () => {
      const config = loadConfig({ DATA_DIR: '/tmp/conf-config-spec' });
      expect(config.port).toBe(3000);
      expect(config.host).toBe('127.0.0.1');
      expect(config.database.url).toBeUndefined();
      expect(config.database.poolSize).toBe(1);
      expect(config.redisUrl).toBeUndefined();
      expect(config.mail.smtpUrl).toBeUndefined();
      expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
      // The generated secret is kept, so sign-ins survive a restart.
      expect(loadConfig({ DATA_DIR: '/tmp/conf-config-spec' }).auth.jwtSecret).toBe(config.auth.jwtSecret);
    });

    it('sizes the pool for a real server', () => {
      expect(loadConfig({ DATA_DIR: '/tmp/conf-config-spec', DATABASE_URL: 'postgresql://u@h/db' }).database.poolSize).toBe(10);
    });

    it.each([
      [{ PORT: 'eighty' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
      [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
      [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
      [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL'],
      [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_EMAIL and ADMIN_PASSWORD'],
      [{ DEMO_CONTENT: 'maybe' }, 'DEMO_CONTENT'],
      [{ MAIL_LEASE_SECONDS: '5' }, 'MAIL_LEASE_SECONDS'],
      [{ PUSH_LEASE_SECONDS: '10' }, 'PUSH_LEASE_SECONDS'],
      [{ NODE_ENV: 'production' }, 'JWT_SECRET'],
    ])('refuses %j with a message naming %s', (env, name) => {
      expect(() => loadConfig({ DATA_DIR: '/tmp/conf-config-spec', ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: '/tmp/conf-config-spec', ...env })).toThrow(name);
    });

    it("leases a claimed push for PUSH_LEASE_SECONDS, 30 s unless set, always longer than a send's 10 s", () => {
      expect(loadConfig({ DATA_DIR: '/tmp/conf-config-spec' }).push.leaseMs).toBe(30_000);
      expect(loadConfig({ DATA_DIR: '/tmp/conf-config-spec', PUSH_LEASE_SECONDS: '11' }).push.leaseMs).toBe(11_000);
      expect(() => loadConfig({ DATA_DIR: '/tmp/conf-config-spec', PUSH_LEASE_SECONDS: '3601' })).toThrow('PUSH_LEASE_SECONDS');
    });

    it('treats empty variables as unset', () => {
      expect(loadConfig({ DATA_DIR: '/tmp/conf-config-spec', REDIS_URL: '', PORT: '' }).port).toBe(3000);
    });
  });
});
