// The two error shapes the spec's client reads: {detail: string} or {detail: [{loc, msg, type}]}.
import { BadRequestException } from '@nestjs/common';

export interface FieldError {
  loc: (string | number)[];
  msg: string;
  type: string;
}

export type ErrorBody = { detail: string | FieldError[]; [extra: string]: unknown };

/** A 400 naming one field, in the shape the validation pipe gives (for checks a DTO cannot express). */
export function fieldError(where: 'body' | 'query', field: string, msg: string, type = 'value_error'): BadRequestException {
  return new BadRequestException({ detail: [{ loc: [where, field], msg, type }] satisfies FieldError[] });
}
