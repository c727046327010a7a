// The client's files generated from the API's description (frontend/src/types/openapi.ts and request-limits.ts
// beside it), and the description built without a running app: the modules are only scanned (Nest's preview mode
// makes no provider), so no database, Redis or mail server is needed. `npm run api:types` writes the files from that
// (api-types.e2e-spec.ts); openapi.e2e-spec.ts checks them against what the running server serves.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { describeApi } from '../src/api-docs/openapi.js';
import { AppModule } from '../src/app.module.js';
import { loadConfig } from '../src/config/config.js';
import type { Database } from '../src/prisma/database.js';

export const CLIENT_TYPES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/src/types/openapi.ts');
export const CLIENT_LIMITS = path.resolve(path.dirname(CLIENT_TYPES), 'request-limits.ts');
const LIMITS_HEADER =
  "// Generated from the server's /api/openapi.json by `npm run api:types`: do not edit. CI fails when it differs.\n" +
  "// The limits of each request body's fields (text measured after trimming), as the server checks them: the forms'\n" +
  "// rules read them here, so they cannot drift from the server's.\n";
const HEADER = "// Generated from the server's /api/openapi.json by `npm run api:types`: do not edit. CI fails when it differs.\n/* eslint-disable */\n\n";

const LIMIT_KEYWORDS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;
type Limits = Partial<Record<(typeof LIMIT_KEYWORDS)[number], number>>;

/** Each request body (a schema named ...Dto) with the numeric limits of its fields, those that have any. */
function requestLimits(schemas: Record<string, unknown>): Record<string, Record<string, Limits>> {
  const bodies = Object.entries(schemas).filter(([name]) => name.endsWith('Dto'));
  return Object.fromEntries(
    bodies.flatMap(([name, schema]) => {
      const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
      const fields = Object.entries(properties).flatMap(([field, rules]) => {
        const limits = Object.fromEntries(LIMIT_KEYWORDS.filter((key) => typeof rules[key] === 'number').map((key) => [key, rules[key]]));
        return Object.keys(limits).length > 0 ? [[field, limits]] : [];
      });
      return fields.length > 0 ? [[name, Object.fromEntries(fields)]] : [];
    }),
  );
}

/** The client's types of the whole API. */
export async function clientTypes(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as never, { rootTypes: false, enumValues: true }));
}

/** The client's form limits: the request bodies' limits the server checks. */
export async function clientLimits(document: { components?: { schemas?: Record<string, unknown> } }): Promise<string> {
  const source = `${LIMITS_HEADER}export const requestLimits = ${JSON.stringify(requestLimits(document.components?.schemas ?? {}))} as const;\n`;
  return format(source, { ...(await resolveConfig(CLIENT_LIMITS)), filepath: CLIENT_LIMITS });
}

/** Writes the generated file under `npm run api:types`; fails when the committed one differs. */
export function compareGenerated(file: string, generated: string) {
  if (process.env.UPDATE_API_TYPES === '1') writeFileSync(file, generated);
  const committed = readFileSync(file, 'utf8');
  if (committed !== generated) throw new Error(`${path.basename(file)} differs from the API description: run \`npm run api:types\` and commit it`);
}

/** Never opened: the modules are scanned, not started. */
const NO_DATABASE = { prisma: {}, pool: {}, embedded: false, close: async () => undefined } as unknown as Database;

/** The API's description as the app serves it, from its modules alone: no database, no listening server. */
export async function describeApiWithoutDatabase(): Promise<OpenAPIObject> {
  // The environment is not read (it may name a database): the defaults, and a secret so none is written to disk.
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'only-describing-the-api-no-token-is-signed' });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, NO_DATABASE), new FastifyAdapter(), {
    preview: true,
    abortOnError: false,
    logger: ['error'],
  });
  return describeApi(app, config);
}
