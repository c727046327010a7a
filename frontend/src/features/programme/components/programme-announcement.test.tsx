import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scheduleChangesApi, type ScheduleChange } from '@/lib/public/schedule-changes-api';
import { scheduleReleased } from '@/lib/public/schedule-released';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { LIVE_EDITS_QUIET_MS, ProgrammeAnnouncement } from './programme-announcement';

const slot = (startTime: string, room: string) => ({ title: 'Keynote', startTime, endTime: startTime.replace('T09', 'T10'), room, status: 'scheduled' });
const change = (id: number, fields: Partial<ScheduleChange> = {}): ScheduleChange => ({
  id,
  at: '2031-11-17T08:00:00.000Z',
  session_id: id,
  title: `Talk ${id}`,
  kinds: ['room'],
  before: slot('2031-11-17T09:00:00.000Z', 'Hall A'),
  after: slot('2031-11-17T09:00:00.000Z', 'Hall B'),
  release: null,
  ...fields,
});

/** The page open with `held` on its 'What changed' list; `arrive` is a push adding changes to it. */
async function openPage(held: ScheduleChange[]) {
  stubFetch({ 'GET /public/schedule/changes': { body: { changes: held } } });
  const view = renderWithApp(<ProgrammeAnnouncement />);
  const region = screen.getByRole('status');
  await waitFor(() => expect(scheduleChangesApi.endpoints.getScheduleChanges.select()(view.store.getState()).data).toEqual(held));
  const arrive = (...changes: ScheduleChange[]) =>
    act(() => {
      view.store.dispatch(scheduleChangesApi.util.updateQueryData('getScheduleChanges', undefined, (list) => [...changes, ...list]));
    });
  return { region, arrive };
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('the programme announcement (WCAG 4.1.3)', () => {
  it('tells a live edit politely once no other has come for a moment, from a region that was in the page before, and not what the list held on opening', async () => {
    const { region, arrive } = await openPage([change(1)]);
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    await arrive(change(2, { title: 'Keynote' }));
    await wait(LIVE_EDITS_QUIET_MS / 2);
    expect(region.textContent).toBe('');
    await waitFor(() => expect(region.textContent).toBe('Programme updated: Keynote: room changed from Hall A to Hall B'), {
      timeout: LIVE_EDITS_QUIET_MS * 2,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gathers a burst of edits into one message, and leaves a release’s changes to the release', async () => {
    const { region, arrive } = await openPage([]);
    await arrive(change(2));
    await wait(LIVE_EDITS_QUIET_MS / 2);
    await arrive(change(3), change(4, { release: { number: 3, name: 'Version 3', released_at: '2031-11-17T08:00:00.000Z' } }));
    await wait(LIVE_EDITS_QUIET_MS / 2);
    await arrive(change(5));
    await waitFor(() => expect(region.textContent).toBe('Programme updated: 3 changes, listed under “What changed”'), { timeout: LIVE_EDITS_QUIET_MS * 2 });

    act(() => scheduleReleased({ number: 3, name: 'Version 3' }));
    // The newest first; each can be closed.
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(region.textContent).toBe('Programme updated: Version 3Programme updated: 3 changes, listed under “What changed”');
    await act(() => screen.getAllByRole('button', { name: 'Close' })[0].click());
    expect(region.textContent).toBe('Programme updated: 3 changes, listed under “What changed”');
  });
});
