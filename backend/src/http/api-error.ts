// The two error shapes the spec's client reads: {detail: string} or {detail: [{loc, msg, type}]} (views/detail.view.ts
// describes both). Until the error filter sends it, a detail or msg is a Text (i18n/error-text.ts): said in the request's
// language only then.
import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import type { Text } from '../i18n/error-text.js';
import type { FieldErrorView } from '../views/detail.view.js';

export type FieldError = z.output<typeof FieldErrorView>;

/** A refused field as it is raised: its message not yet in the reader's language. */
export type FieldProblem = Omit<FieldError, 'msg'> & { msg: Text };

export type ErrorBody = { detail: string | FieldError[]; [extra: string]: unknown };

/** An error body as it is raised (a detail or msg not yet said in a language). */
export type RaisedErrorBody = { detail: Text | FieldProblem[]; [extra: string]: unknown };

/** A 400 listing the refused fields, in the shape the validation pipe gives. */
export function invalidFields(errors: FieldProblem[]): BadRequestException {
  return new BadRequestException({ detail: errors });
}

/** A 400 naming one field (for checks a DTO cannot express). */
export function fieldError(where: 'body' | 'query', field: string, msg: Text, type = 'value_error'): BadRequestException {
  return invalidFields([{ loc: [where, field], msg, type }]);
}
