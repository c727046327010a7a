// Request bodies are described from the same class-validator rules that check them, so the description cannot
// drift from the validation: class-validator-jsonschema reads the decorators' metadata at run time (and
// class-transformer's, for the element type of nested lists).
import type { SchemaObject } from '@nestjs/swagger';
import { createRequire } from 'node:module';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema, validationMetadatasToSchemas } from 'class-validator-jsonschema';

type Meta = { constraints: number[] };
// class-transformer's registry of @Type() targets is not among its public exports.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as { defaultMetadataStorage: MetadataStorage };

type Options = NonNullable<Parameters<typeof validationMetadatasToSchemas>[0]>;
/** A class, as a request body's type. */
export type BodyClass = abstract new (...args: never[]) => unknown;

const OPTIONS: Options = {
  classValidatorMetadataStorage: getMetadataStorage(),
  classTransformerMetadataStorage: defaultMetadataStorage,
  refPointerPrefix: '#/components/schemas/',
  additionalConverters: {
    // A bound says nothing about the type: @IsInt's 'integer' stands.
    min: (meta: Meta) => ({ minimum: meta.constraints[0] }),
    max: (meta: Meta) => ({ maximum: meta.constraints[0] }),
    // @IsOptional() and @IsNullable() let null through (to clear a field); @IsOmittable() (a plain ValidateIf) does not.
    [ValidationTypes.CONDITIONAL_VALIDATION]: (meta: { name?: string; context?: { nullable?: boolean } }) =>
      meta.name === 'isOptional' || meta.context?.nullable ? { nullable: true } : {},
    // Custom rules (checked in code) add nothing to the schema.
    [ValidationTypes.CUSTOM_VALIDATION]: {},
  },
};

/**
 * The JSON schema of each validated class by class name, `$ref`s pointing at `#/components/schemas/`: the request
 * bodies given (with what they inherit, as PartialType's classes do) and every class they can nest.
 */
export function requestSchemas(bodies: BodyClass[]): Record<string, SchemaObject> {
  const schemas = validationMetadatasToSchemas(OPTIONS) as Record<string, SchemaObject>;
  for (const body of bodies) schemas[body.name] = targetConstructorToSchema(body, OPTIONS) as SchemaObject;
  return schemas;
}
