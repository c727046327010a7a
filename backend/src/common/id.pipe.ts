import { NotFoundException, type PipeTransform } from '@nestjs/common';

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
