import type { PipeTransform } from '@nestjs/common';
import { fieldError } from './api-error.js';

/** ?limit=N for public lists: a positive integer, capped at the list's maximum; absent means the maximum. */
export class ListLimitPipe implements PipeTransform<unknown, number> {
  constructor(private readonly max: number) {}

  transform(value: unknown): number {
    if (value === undefined || value === '') return this.max;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) {
      throw fieldError('query', 'limit', /*i18n*/ 'limit must be a positive integer', 'int_parsing');
    }
    return Math.min(n, this.max);
  }
}
