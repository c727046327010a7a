import { describe, expect, it } from 'vitest';
import { emptyValue, humanize, moved, withoutNull } from './form-schema';

describe('the Site tab’s form schema', () => {
  it('starts a new entry empty, in the shape the schema asks for', () => {
    const hotel = {
      type: 'object',
      properties: { name: { type: 'string' }, stars: { type: 'integer', minimum: 1 }, tier: { type: 'string', enum: ['gold', 'silver'] } },
    };
    expect(emptyValue(hotel)).toEqual({ name: '', stars: 1, tier: 'gold' });
    expect(emptyValue({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBeNull();
    expect(emptyValue({ type: 'array', items: { type: 'string' } })).toEqual([]);
  });

  it('tells an optional value from a required one', () => {
    expect(withoutNull({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toEqual({ schema: { type: 'number' }, nullable: true });
    expect(withoutNull({ type: 'string' })).toEqual({ schema: { type: 'string' }, nullable: false });
  });

  it('names fields and reorders lists', () => {
    expect(humanize('date_label')).toBe('Date label');
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
