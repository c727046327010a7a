// The API's one description: built from the controllers (routes, parameters, the zod response views their
// http/openapi.ts decorators name), the zod schemas of the request bodies (http/request-dto.ts), and the read model's own table of public
// routes; served at /api/openapi.json and browsable at /api/docs. The client's types are generated from it
// (npm run api:types), and CI fails when the committed ones differ.
import { loadPackage } from '@nestjs/common/utils/load-package.util.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { ContentObject, OperationObject, PathItemObject, SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { ErrorView } from '../views/detail.view.js';
import type { AppConfig } from '../config/config.js';
import { SOCKET_EVENT_SCHEMAS } from '../realtime/client-events.js';
import { PUBLIC_READ_API, VERSION_PARAMETER } from '../public-read-model/public-read-api.js';
import { requestSchemaOf, type RequestDtoClass } from '../http/request-dto.js';

export const OPENAPI_JSON = '/api/openapi.json';
export const API_DOCS = '/api/docs';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** The whole description of the running app's API. */
export function describeApi(app: NestFastifyApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle(`${config.productName} API`)
    .setDescription(
      "The conference platform's HTTP API. Sign in with POST /api/auth/login and send the access token as " +
        '`Authorization: Bearer <token>`; public routes need none. Every refusal is `{detail}` (see Error). ' +
        'Live changes are pushed over Socket.IO at /socket.io/ (see the client-events module of the source).',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .addSecurityRequirements('bearer');
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  document.components ??= {};
  const schemas = (document.components.schemas ??= {});
  // Request bodies: the zod schemas that check them, under the DTO classes' names (what they accept: io 'input').
  for (const dto of requestDtos(app)) if (dto.name in schemas) schemas[dto.name] = toComponents(dto.schema, schemas, 'input');
  toComponents(ErrorView, schemas);
  for (const schema of Object.values(SOCKET_EVENT_SCHEMAS)) toComponents(schema, schemas);
  for (const { path, summary, parameters, response, mediaType, unversioned } of PUBLIC_READ_API) {
    const content: ContentObject = response
      ? { 'application/json': { schema: toComponents(response, schemas) } }
      : { [mediaType ?? 'application/octet-stream']: { schema: { type: 'string' } } };
    (document.paths[path] ??= {}).get = {
      operationId: `PublicRead_${path.replace(/[^a-z]+/gi, '_').replace(/^_|_$/g, '')}`,
      summary,
      tags: ['Public site'],
      parameters: [...(parameters ?? []), ...(unversioned ? [] : [VERSION_PARAMETER])],
      security: [],
      responses: {
        200: { description: 'OK (with an ETag: send it back as If-None-Match)', content },
        304: { description: 'Not modified since the ETag sent as If-None-Match' },
      },
    };
  }
  for (const item of Object.values(document.paths) as PathItemObject[]) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) finishOperation(operation);
    }
  }
  return stripIntegerBounds(document);
}

/** The request DTOs the controllers' parameters are typed with, and the extra models they name (validated in code). */
function requestDtos(app: NestFastifyApplication): RequestDtoClass[] {
  const dtos = new Set<RequestDtoClass>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const types = ((Reflect.getMetadata('swagger/apiExtraModels', metatype) ?? []) as unknown[]).slice();
      const prototype = metatype.prototype as object;
      for (const key of Object.getOwnPropertyNames(prototype)) types.push(...((Reflect.getMetadata('design:paramtypes', prototype, key) ?? []) as unknown[]));
      for (const type of types) if (requestSchemaOf(type)) dtos.add(type as RequestDtoClass);
    }
  }
  return [...dtos];
}

/**
 * A zod schema as OpenAPI: the schemas it names (`.meta({id})`) go to the components, as @nestjs/swagger does for
 * the controllers' responses; the answer is the schema or its reference.
 */
function toComponents(schema: z.ZodType, components: Record<string, unknown>, io: 'input' | 'output' = 'output'): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io }) as SchemaObject & { definitions?: Record<string, SchemaObject> };
  const relink = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/')) as SchemaObject;
  for (const [name, definition] of Object.entries(json.definitions ?? {})) components[name] ??= relink(definition);
  delete json.definitions;
  return relink(json);
}

/** Access (public, or which roles) and the refusals every operation can answer. */
function finishOperation(operation: OperationObject) {
  const extensions = operation as unknown as Record<string, unknown>;
  const roles = extensions['x-roles'] as string[] | undefined;
  if (extensions['x-public']) {
    operation.security = [];
    delete extensions['x-public'];
  } else if (roles) {
    operation.description = [operation.description, `Needs a signed-in ${roles.join(' or ')}.`].filter(Boolean).join('\n\n');
  } else if (operation.security === undefined) {
    operation.description = [operation.description, 'Needs a signed-in user.'].filter(Boolean).join('\n\n');
  }
  const error = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
  if (operation.requestBody) {
    operation.responses['400'] ??= {
      description: 'Invalid input: `detail` lists the refused fields ({loc, msg, type}: loc names the field, msg says why), or says why in a sentence',
      ...error,
    };
  }
  operation.responses['4XX'] ??= {
    description: 'Refused: `detail` says why (400 invalid input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests)',
    ...error,
  };
  operation.responses['503'] ??= { description: 'The database is unavailable for a moment (see Retry-After)', ...error };
}

/** zod marks every integer with the safe-integer bounds; they say nothing to a reader or a client generator. */
function stripIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripIntegerBounds) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(
      ([key, v]) => !((key === 'minimum' || key === 'maximum') && Math.abs(v as number) === Number.MAX_SAFE_INTEGER),
    );
    return Object.fromEntries(entries.map(([key, v]) => [key, stripIntegerBounds(v)])) as T;
  }
  return value;
}

/**
 * Swagger UI sets inline styles (its page has a <style> element and React sets style attributes), so its pages get
 * the site's policy with inline styles allowed; scripts stay 'self' only. Nothing else is served under /api/docs.
 */
const docsCsp = (csp: string) => csp.replace(/(^|;)style-src [^;]*/, "$1style-src 'self' 'unsafe-inline'");

/** /api/openapi.json and the browsable /api/docs (Swagger UI, "Try it out" against this server). */
export async function serveApiDocs(app: NestFastifyApplication, config: AppConfig) {
  // Swagger UI's files are served with @fastify/static, which @nestjs/swagger loads by name from its own folder; this
  // backend's copy is handed over instead, so the two need not sit side by side in node_modules.
  await loadPackage('@fastify/static', 'SwaggerModule', () => import('@fastify/static'));
  let document: OpenAPIObject | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string' && request.url.startsWith(API_DOCS)) reply.header('content-security-policy', docsCsp(csp));
      done(null, payload);
    });
  SwaggerModule.setup(API_DOCS, app, () => (document ??= describeApi(app, config)), {
    jsonDocumentUrl: OPENAPI_JSON,
    raw: ['json'],
    customSiteTitle: `${config.productName} API`,
    swaggerOptions: { persistAuthorization: false, tryItOutEnabled: false },
  });
}
