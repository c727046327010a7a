// Requests are described in zod, like the answers (http/openapi.ts): a request DTO is a class made from its schema,
// so a route's parameter type names it, the validation pipe (validation.pipe.ts) parses with it, and the API
// description (api-docs/openapi.ts) is generated from it under the class's name.
import type { z } from 'zod';

/** A request body's schema: an object, whose output the route receives. */
export type RequestSchema = z.ZodType<object, unknown>;

/** A class standing for a request schema: its instances are the schema's output; `schema` is what checks them. */
export interface RequestDtoClass<S extends RequestSchema = RequestSchema> {
  new (): z.output<S>;
  readonly schema: S;
  readonly name: string;
}

/** `export class CreateNewsDto extends RequestDto(CreateNewsBody) {}`: the route's parameter type for that body. */
export function RequestDto<S extends RequestSchema>(schema: S): RequestDtoClass<S> {
  class Dto {
    static readonly schema = schema;
  }
  return Dto as unknown as RequestDtoClass<S>;
}

/** The schema a parameter's type stands for, if it is a request DTO. */
export function requestSchemaOf(type: unknown): RequestSchema | undefined {
  if (typeof type !== 'function') return undefined;
  const schema = (type as Partial<RequestDtoClass>).schema;
  return schema && typeof schema === 'object' && '_zod' in schema ? schema : undefined;
}
