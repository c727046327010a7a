// The one validation pipe: a parameter typed with a request DTO (request-dto.ts) is parsed with its zod schema
// (unknown fields dropped, values normalised as the schema says), and a refusal is a 400 listing the refused fields.
// Other parameters are converted as their declared type says (`id: number` from the path, `flag: boolean`).
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { invalidFields } from './api-error.js';
import { requestSchemaOf, type RequestDtoClass, type RequestSchema } from './request-dto.js';
import type { ErrorText } from '../i18n/error-text.js';
import { fieldErrors, wordingFor } from './request-errors.js';

/** A body (or query) parsed with its schema; a missing body counts as `{}`, anything but an object is refused. */
export function parseRequest<S extends RequestSchema>(schema: S, value: unknown, where: 'body' | 'query' = 'body') {
  const input = value ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw invalidFields([
      { loc: [where], msg: where === 'body' ? /*i18n*/ 'The body must be a JSON object' : /*i18n*/ 'The query must be a JSON object', type: 'model_type' },
    ]);
  }
  const said = new Map<string, ErrorText>();
  const parsed = schema.safeParse(input, { error: wordingFor(said) });
  if (!parsed.success) throw invalidFields(fieldErrors(parsed.error.issues, where, said));
  return parsed.data as ReturnType<S['parse']>;
}

/** Validates a body against a DTO chosen at run time (a route whose body depends on who calls), as the pipe would. */
export function validateBody<S extends RequestSchema>(dto: RequestDtoClass<S>, value: unknown) {
  return parseRequest(dto.schema, value);
}

/**
 * A path or query value as the parameter's declared type (what Nest's ValidationPipe did with `transform: true`). A
 * number in the path is written in decimal digits only: `0x7eb`, `2027.0` or `1e0` would otherwise name record 2027
 * or 1 under another address; they become NaN, which the id pipes refuse (404 or 400).
 */
function toDeclaredType(value: unknown, { type, metatype, data }: ArgumentMetadata): unknown {
  if (!data || (type !== 'param' && type !== 'query')) return value;
  if (metatype === Boolean) return value === undefined ? undefined : value === true || value === 'true';
  if (metatype === Number && type === 'param') return value === undefined ? undefined : /^\d+$/.test(String(value)) ? Number(value) : NaN;
  if (metatype === Number) return value === undefined ? undefined : +(value as string);
  if (metatype === String && value !== undefined) return String(value);
  return value;
}

export class RequestValidationPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const schema = requestSchemaOf(metadata.metatype);
    if (schema) return parseRequest(schema, value, metadata.type === 'query' ? 'query' : 'body');
    return toDeclaredType(value, metadata);
  }
}

export function createValidationPipe(): PipeTransform {
  return new RequestValidationPipe();
}
