import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch, type Answer } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { useGetAdminSessionsQuery } from '../api/schedule-admin-api';
import { session } from '../model/session.fixture';
import { WeekCalendar } from './week-calendar';

// 09:00 to 10:00 in Vienna on Tuesday 11 March 2031 (UTC+1), beside a session in the other room.
const keynote = session('09:00', '10:00', 'Room 1', { id: 7, title: 'Opening keynote', version: 3 });
const other = session('14:00', '15:00', 'Room 2', { id: 8, title: 'Afternoon talk' });
const moved = { ...keynote, startTime: '2031-03-12T10:00:00.000Z', endTime: '2031-03-12T11:00:00.000Z', room: 'Room 2', version: 4 };

/** The calendar as the Schedule tab shows it, with the "Move to..." of the keynote open (asked for in its details). */
function Calendar({ onFailed, onDay }: { onFailed: (error: unknown) => void; onDay: (day: string) => void }) {
  const { data } = useGetAdminSessionsQuery();
  const [movingId, setMovingId] = useState<number | null>(keynote.id);
  if (!data) return null;
  return (
    <WeekCalendar
      sessions={data}
      day="2031-03-11"
      resetLabel="This week"
      editingBy={new Map()}
      releaseMode={false}
      onDay={onDay}
      onReset={() => undefined}
      onOpen={() => undefined}
      onCreateAt={() => undefined}
      onFailed={onFailed}
      movingId={movingId}
      onMoveClose={() => setMovingId(null)}
    />
  );
}

async function setUp(move: Answer = { body: moved }) {
  const network = stubFetch({
    'GET /api/admin/sessions': { body: [keynote, other] },
    'GET /api/admin/schedule/history': { body: { undo: [], redo: [] } },
    'GET /api/admin/speakers/availability': { body: [] },
    [`POST /api/admin/sessions/${keynote.id}/move`]: move,
  });
  const onFailed = vi.fn();
  const onDay = vi.fn();
  const view = renderWithApp(<Calendar onFailed={onFailed} onDay={onDay} />);
  const dialog = within(await screen.findByRole('dialog', { name: "Move 'Opening keynote'" }));
  return { ...view, network, onFailed, onDay, dialog };
}

describe('Move to... in the calendar', () => {
  it('starts from where the session is, and sends nothing for a move to where it already is or without a day', async () => {
    const { user, network, dialog } = await setUp();
    expect(dialog.getByTestId('move-to-now').textContent).toBe('Now: Tuesday, March 11, 2031, 9:00 AM - 10:00 AM, Room 1');
    expect((dialog.getByLabelText(/^Day/) as HTMLInputElement).value).toBe('2031-03-11');
    expect(dialog.getByRole('combobox', { name: 'Start (Vienna time)' }).textContent).toBe('9:00 AM');
    expect(dialog.getByRole('combobox', { name: 'Room' }).textContent).toBe('Room 1');

    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(dialog.getByTestId('move-to-unchanged').textContent).toBe('The session is already there. Choose another day, start or room.');

    fireEvent.change(dialog.getByLabelText(/^Day/), { target: { value: '' } });
    await user.click(dialog.getByRole('button', { name: 'Move' }));
    expect(dialog.getByText('Choose a day.')).toBeTruthy();
    expect(network.sentTo(`POST /api/admin/sessions/${keynote.id}/move`)).toHaveLength(0);
  });

  it('sends the chosen day, start and room as one move on the version it saw, follows it to its day and says where it is now', async () => {
    const { user, network, dialog, onDay } = await setUp();
    fireEvent.change(dialog.getByLabelText(/^Day/), { target: { value: '2031-03-12' } });
    await user.click(dialog.getByRole('combobox', { name: 'Start (Vienna time)' }));
    // The latest start that still ends by 8 PM.
    const starts = screen.getAllByRole('option');
    expect(starts.at(-1)?.textContent).toBe('7:00 PM');
    await user.click(screen.getByRole('option', { name: '11:00 AM' }));
    await user.click(dialog.getByRole('combobox', { name: 'Room' }));
    await user.click(screen.getByRole('option', { name: 'Room 2' }));
    await user.click(dialog.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.sentTo(`POST /api/admin/sessions/${keynote.id}/move`).map((r) => r.body)).toEqual([
      { version: 3, startTime: '2031-03-12T10:00:00.000Z', room: 'Room 2' },
    ]);
    expect(onDay).toHaveBeenCalledWith('2031-03-12');
    await waitFor(() =>
      expect(screen.getByTestId('calendar-announcer').textContent).toBe("'Opening keynote' now Wednesday, March 12, 2031, 11:00 AM - 12:00 PM, Room 2."),
    );
  });

  it('a move someone else overtook is not saved: the calendar asks whether to keep theirs or apply it again', async () => {
    const current = { ...keynote, startTime: '2031-03-11T12:00:00.000Z', endTime: '2031-03-11T13:00:00.000Z', version: 5 };
    const { user, dialog, onFailed } = await setUp({ status: 409, body: { detail: 'The session was changed since', current } });
    await user.click(dialog.getByRole('combobox', { name: 'Room' }));
    await user.click(screen.getByRole('option', { name: 'Room 2' }));
    await user.click(dialog.getByRole('button', { name: 'Move' }));

    const conflict = within(await screen.findByRole('dialog', { name: 'This session was changed by someone else' }));
    expect(conflict.getByTestId('conflict-current').textContent).toBe('Now: Tuesday, March 11, 2031, 1:00 PM - 2:00 PM, Room 1');
    expect(conflict.getByTestId('conflict-mine').textContent).toBe('Your move: Tuesday, March 11, 2031, 9:00 AM - 10:00 AM, Room 2');
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('a move the server refuses otherwise is reported as a drag would be, and nothing else is sent', async () => {
    const { user, network, dialog, onFailed } = await setUp({ status: 500, body: { detail: 'Database unavailable' } });
    await user.click(dialog.getByRole('combobox', { name: 'Room' }));
    await user.click(screen.getByRole('option', { name: 'Room 2' }));
    await user.click(dialog.getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(network.sentTo(`POST /api/admin/sessions/${keynote.id}/move`)).toHaveLength(1);
  });
});
