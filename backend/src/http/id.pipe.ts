import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { fieldError } from './api-error.js';
import { text } from '../i18n/error-text.js';

/** The largest id a database integer holds: anything above names nothing. */
export const MAX_ID = 2_147_483_647;

/** A route id: a positive 32-bit integer. Anything else cannot name a record, so it is a 404, not a database error. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new NotFoundException(/*i18n*/ 'Not found');
    return id;
  }
}

/**
 * A query of comma-separated ids (`?ids=1,2,3`), each a positive 32-bit integer, at most `max` of them, duplicates
 * dropped; absent: undefined. Anything else is a 400 naming the parameter.
 */
export class IdListPipe implements PipeTransform<unknown, number[] | undefined> {
  constructor(
    private readonly field: string,
    private readonly max: number,
  ) {}

  transform(value: unknown): number[] | undefined {
    if (value === undefined) return undefined;
    const parts = typeof value === 'string' ? value.split(',') : [];
    const ids = parts.map((p) => (/^\d{1,10}$/.test(p.trim()) ? Number(p.trim()) : NaN));
    if (!ids.length || ids.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) {
      throw fieldError('query', this.field, text(/*i18n*/ '{field} must be comma-separated positive integers', { field: this.field }));
    }
    const unique = [...new Set(ids)];
    if (unique.length > this.max) throw fieldError('query', this.field, text(/*i18n*/ '{field} names at most {max} ids', { field: this.field, max: this.max }));
    return unique;
  }
}
