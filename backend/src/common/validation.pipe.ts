import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { invalidFields, type FieldError } from './api-error.js';

// class-validator constraint names, told the way the spec's client expects (it rewrites min_length on password).
const TYPES: Record<string, string> = {
  isNotEmpty: 'missing',
  isDefined: 'missing',
  isString: 'string_type',
  isEmail: 'value_error.email',
  minLength: 'min_length',
  isLength: 'length',
  maxLength: 'max_length',
  isInt: 'int_type',
  isBoolean: 'bool_type',
  isIn: 'enum',
  isEnum: 'enum',
  isUrl: 'url_parsing',
  min: 'greater_than_equal',
  max: 'less_than_equal',
  isDateString: 'datetime_parsing',
  isISO8601: 'datetime_parsing',
};

function flatten(errors: ValidationError[], parents: string[] = []): FieldError[] {
  return errors.flatMap((error) => {
    const loc = [...parents, error.property];
    const own = Object.entries(error.constraints ?? {}).map(([name, msg]) => ({
      loc: ['body', ...loc],
      msg,
      type: TYPES[name] ?? name,
    }));
    return [...own, ...flatten(error.children ?? [], loc)];
  });
}

// With stopAtFirstError, a property's decorators run from the one nearest the property upwards: DTOs put the type
// check nearest, so a missing field is reported as missing, not as too long.
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => invalidFields(flatten(errors)),
  });
}

const pipe = createValidationPipe();

/** Validates a body against a DTO chosen at run time (a route whose body depends on who calls), as the pipe would. */
export async function validateBody<T extends object>(metatype: new () => T, value: unknown): Promise<T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidFields([{ loc: ['body'], msg: 'The body must be a JSON object', type: 'model_type' }]);
  }
  return (await pipe.transform(value, { type: 'body', metatype })) as T;
}
