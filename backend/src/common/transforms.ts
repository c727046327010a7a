// Body normalisers shared by DTOs (class-transformer @Transform callbacks).
import { ValidateIf } from 'class-validator';
type Input = { value: unknown };

export const trim = ({ value }: Input) => (typeof value === 'string' ? value.trim() : value);
/** Optional text fields: surrounding space dropped, '' stored as null. */
export const trimToNull = ({ value }: Input) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
export const normalizeEmail = ({ value }: Input) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
export const lowerCase = ({ value }: Input) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/**
 * For fields that may be left out but never set to null (class-validator's IsOptional lets null through, which a
 * non-null column would turn into a server error): null is validated like any other value and refused.
 */
export const IsOmittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** For fields that must be sent but may be null (null clears the value); the API description says nullable. */
export const IsNullable = () => ValidateIf((_object: object, value: unknown) => value !== null, { context: { nullable: true } });
