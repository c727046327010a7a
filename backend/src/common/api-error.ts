// The two error shapes the spec's client reads: {detail: string} or {detail: [{loc, msg, type}]} (common/openapi.ts
// describes both).
import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import type { FieldErrorView } from './openapi.js';

export type FieldError = z.output<typeof FieldErrorView>;

export type ErrorBody = { detail: string | FieldError[]; [extra: string]: unknown };

/** A 400 listing the refused fields, in the shape the validation pipe gives. */
export function invalidFields(errors: FieldError[]): BadRequestException {
  return new BadRequestException({ detail: errors });
}

/** A 400 naming one field (for checks a DTO cannot express). */
export function fieldError(where: 'body' | 'query', field: string, msg: string, type = 'value_error'): BadRequestException {
  return invalidFields([{ loc: [where, field], msg, type }]);
}
