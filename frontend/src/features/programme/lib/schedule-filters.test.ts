import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersOf, NO_FILTERS, viewOf, withFilters, withView } from './schedule-filters';
import { applyFilters, filterOptions } from './schedule-match';

const session = (id: number, extra: Partial<Parameters<typeof applyFilters>[0][number]> = {}) => ({
  id,
  title: `Talk ${id}`,
  description: '',
  room: 'Hall A',
  track: 'Research',
  type: 'talk',
  language: 'en' as const,
  speakers: [] as { name: string }[],
  ...extra,
});
const ids = (list: { id: number }[]) => list.map((s) => s.id);

describe('the programme filters', () => {
  it('reads room, track, type, language and search from the address, lang as well as language', () => {
    expect(filtersOf(new URLSearchParams('room=Hall+B&track=Industry&type=Workshop&language=de&q=+speech+'))).toEqual({
      room: 'Hall B',
      track: 'Industry',
      type: 'workshop',
      language: 'de',
      q: 'speech',
    });
    expect(filtersOf(new URLSearchParams('lang=en')).language).toBe('en');
    expect(filtersOf(new URLSearchParams('lang=fr&x=1'))).toEqual(NO_FILTERS);
  });

  it('writes them into the address, leaving out empty ones and keeping other parameters', () => {
    const next = withFilters(new URLSearchParams('view=list&lang=de&room=A'), { room: '', track: 'Industry', language: 'en', q: 'ASR' });
    expect(next.toString()).toBe('view=list&track=Industry&language=en&q=ASR');
    expect(withFilters(next, { language: 'all', track: '', q: '' }).toString()).toBe('view=list');
  });

  it('keeps the grid as the default view and the list only when asked', () => {
    expect(viewOf(new URLSearchParams(''))).toBe('grid');
    expect(viewOf(new URLSearchParams('view=list'))).toBe('list');
    expect(viewOf(new URLSearchParams('view=nonsense'))).toBe('grid');
    expect(withView(new URLSearchParams('q=x&view=list'), 'grid').toString()).toBe('q=x');
    expect(withView(new URLSearchParams('q=x'), 'list').toString()).toBe('q=x&view=list');
  });

  it('keeps the sessions that pass every filter, in their order', () => {
    const all = [
      session(1),
      session(2, { room: 'Hall B', type: 'workshop' }),
      session(3, { track: 'Industry', language: 'de' }),
      session(4, { room: '', language: 'both' }),
    ];
    expect(ids(applyFilters(all, { ...NO_FILTERS, room: 'Hall A' }))).toEqual([1, 3]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, room: 'TBA' }))).toEqual([4]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, type: 'workshop' }))).toEqual([2]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, track: 'Industry' }))).toEqual([3]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, language: 'de' }))).toEqual([3, 4]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, room: 'Hall A', language: 'en' }))).toEqual([1]);
    expect(ids(applyFilters(all, NO_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('searches title, description and speakers, every word, ignoring case and accents', () => {
    const all = [
      session(1, { title: 'Speech recognition in München' }),
      session(2, { description: 'Low-resource SPEECH corpora' }),
      session(3, { speakers: [{ name: 'Zoë Müller' }] }),
    ];
    expect(ids(applyFilters(all, { ...NO_FILTERS, q: 'speech' }))).toEqual([1, 2]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, q: 'munchen speech' }))).toEqual([1]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, q: 'zoe' }))).toEqual([3]);
    expect(ids(applyFilters(all, { ...NO_FILTERS, q: 'nothing like it' }))).toEqual([]);
    expect(activeFilterCount({ ...NO_FILTERS, q: 'x', room: 'A', language: 'de' })).toBe(2);
  });

  it('offers every room, track and type of the programme once', () => {
    expect(filterOptions([session(1), session(2, { room: 'Room 10', track: '' }), session(3, { room: 'Room 2', type: 'Keynote' })])).toEqual({
      rooms: ['Hall A', 'Room 2', 'Room 10'],
      tracks: ['Research'],
      types: ['keynote', 'talk'],
    });
  });
});
