// Checks an answer against the API's own description (/api/openapi.json): the status must be one the operation
// lists, and a JSON body must match that response's schema (views are closed: a field the description does not name
// fails too). Used by the tests that send calls as a client would.
import { Ajv, type ValidateFunction } from 'ajv';
import { api } from './harness.js';

type Document = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * OpenAPI 3.0 writes a nullable reference as `{nullable: true, allOf: [{$ref}]}`, which Ajv refuses ("nullable"
 * needs a "type"): the same as JSON Schema's `anyOf` of the reference and null.
 */
function nullableRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableRefs);
  if (!value || typeof value !== 'object') return value;
  const { nullable, ...rest } = value as Record<string, unknown>;
  const mapped = Object.fromEntries(Object.entries(rest).map(([key, v]) => [key, nullableRefs(v)]));
  if (nullable === true && !('type' in rest)) return { anyOf: [mapped, { type: 'null' }] };
  return nullable === undefined ? mapped : { ...mapped, nullable };
}

export class Described {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  private constructor(private readonly document: Document) {
    this.ajv.addSchema(nullableRefs(document) as object, 'openapi.json');
  }

  static async load(app: { url: string }): Promise<Described> {
    const response = await api(app, 'GET', '/api/openapi.json');
    if (response.status !== 200) throw new Error(`GET /api/openapi.json: ${response.status}`);
    return new Described(response.body as Document);
  }

  /**
   * Fails unless `status` is listed for the operation (`route` as the description writes it, e.g.
   * /api/admin/sessions/{id}) and `body` matches its JSON schema.
   */
  check(method: string, route: string, status: number, body: unknown): void {
    const operation = this.document.paths[route]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method} ${route} is not in the API description`);
    const key = String(status) in operation.responses ? String(status) : `${String(status)[0]}XX`;
    const response = operation.responses[key];
    if (!response)
      throw new Error(`${method} ${route} answered ${status}, which its description does not list (${Object.keys(operation.responses).join(', ')})`);
    if (!response.content?.['application/json'] || body === '' || body === null) return;
    const ref = `openapi.json#/${pointer('paths', route, method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.compiled.set(ref, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${method} ${route} ${status}: the body does not match its description:\n${this.ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
}
