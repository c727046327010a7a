// Request bodies are described from the same class-validator rules that check them, so the description cannot
// drift from the validation: class-validator-jsonschema reads the decorators' metadata at run time (and
// class-transformer's, for the element type of nested lists).
import type { SchemaObject } from '@nestjs/swagger';
import { createRequire } from 'node:module';
import type { MetadataStorage } from 'class-transformer/types/MetadataStorage.js';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

type Meta = { constraints: number[] };
// class-transformer's registry of @Type() targets is not among its public exports.
const { defaultMetadataStorage } = createRequire(import.meta.url)('class-transformer/cjs/storage.js') as { defaultMetadataStorage: MetadataStorage };

/** Every validated class's JSON schema by class name, `$ref`s pointing at `#/components/schemas/`. */
export function requestSchemas(): Record<string, SchemaObject> {
  return validationMetadatasToSchemas({
    classValidatorMetadataStorage: getMetadataStorage(),
    classTransformerMetadataStorage: defaultMetadataStorage,
    refPointerPrefix: '#/components/schemas/',
    additionalConverters: {
      // A bound says nothing about the type: @IsInt's 'integer' stands.
      min: (meta: Meta) => ({ minimum: meta.constraints[0] }),
      max: (meta: Meta) => ({ maximum: meta.constraints[0] }),
      // Custom rules (checked in code) add nothing to the schema.
      [ValidationTypes.CUSTOM_VALIDATION]: {},
    },
  }) as Record<string, SchemaObject>;
}
