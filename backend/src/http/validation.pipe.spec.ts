// The 400 a refused body gets: one {loc, msg, type} per refused field, worded as the API always has.
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import type { FieldProblem } from './api-error.js';
import { say } from '../i18n/error-text.js';
import { RequestDto } from './request-dto.js';
import { filledIn, optionalText, typeError } from './request-fields.js';
import { createValidationPipe } from './validation.pipe.js';

describe('src/http/validation.pipe.spec.ts', () => {
  class ExampleDto extends RequestDto(
    z.object({
      title: filledIn('title', 5),
      note: optionalText(3),
      ids: z
        .array(z.int(typeError('ids must be whole numbers')).min(1))
        .max(2)
        .optional(),
      slots: z.array(z.object({ at: z.string(typeError('at is required')) })).optional(),
    }),
  ) {}

  const pipe = createValidationPipe();
  const body = (value: unknown) => pipe.transform(value, { type: 'body', metatype: ExampleDto });
  function refusal(value: unknown): unknown {
    try {
      body(value);
    } catch (error) {
      // The English a client reads (the error filter says each msg in the request's language).
      if (error instanceof BadRequestException)
        return (error.getResponse() as { detail: FieldProblem[] }).detail.map((field) => ({ ...field, msg: say(field.msg, 'en') }));
      throw error;
    }
    throw new Error('accepted');
  }

  test('answers the parsed body: text trimmed, blank optional text as null, unknown fields dropped', () => {
    expect(body({ title: '  Talk ', note: '  ', extra: 1 })).toEqual({ title: 'Talk', note: null });
  });

  test("refuses each field once, with its schema's words or the API's usual ones", () => {
    expect(refusal({ title: 'Too long', note: 'long' })).toEqual([
      { loc: ['body', 'title'], msg: 'title must be shorter than or equal to 5 characters', type: 'max_length' },
      { loc: ['body', 'note'], msg: 'note must be shorter than or equal to 3 characters', type: 'max_length' },
    ]);
    expect(refusal({})).toEqual([{ loc: ['body', 'title'], msg: 'title is required', type: 'string_type' }]);
  });

  test('a list of values is refused as a whole, a list of objects names the element', () => {
    expect(refusal({ title: 'T', ids: [1, 'x'] })).toEqual([{ loc: ['body', 'ids'], msg: 'ids must be whole numbers', type: 'int_type' }]);
    expect(refusal({ title: 'T', ids: [0] })).toEqual([{ loc: ['body', 'ids'], msg: 'each value in ids must not be less than 1', type: 'greater_than_equal' }]);
    expect(refusal({ title: 'T', slots: [{ at: 1 }, 2] })).toEqual([
      { loc: ['body', 'slots', '0', 'at'], msg: 'at is required', type: 'string_type' },
      { loc: ['body', 'slots', '1'], msg: 'each value in nested property slots must be either object or array', type: 'nestedValidation' },
    ]);
  });

  test('a body that is not an object is refused as a whole; no body is an empty one', () => {
    expect(refusal([1])).toEqual([{ loc: ['body'], msg: 'The body must be a JSON object', type: 'model_type' }]);
    expect(refusal(undefined)).toEqual([{ loc: ['body', 'title'], msg: 'title is required', type: 'string_type' }]);
  });

  test('path and query values become their declared type, as before', () => {
    expect(pipe.transform('12', { type: 'param', metatype: Number, data: 'id' })).toBe(12);
    expect(pipe.transform('true', { type: 'query', metatype: Boolean, data: 'flag' })).toBe(true);
    expect(pipe.transform(undefined, { type: 'query', metatype: Boolean, data: 'flag' })).toBeUndefined();
  });
});
