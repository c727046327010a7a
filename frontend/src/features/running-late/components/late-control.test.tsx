import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { venueDate } from '@/lib/public/room-delay';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { LateControl } from './late-control';

const host: User = {
  ...{ id: 7, full_name: 'Hana Host', email: 'hana@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};
const organiser: User = { ...host, id: 1, full_name: 'Olga Organiser', email: 'olga@test.example', is_admin: true, role: 'admin' };
const today = venueDate(new Date());

function setUp(rooms: { room: string; delay_minutes: number }[], marks: { name: string; delay_minutes: number }[] = [], user = host) {
  const network = stubFetch({
    'GET /api/room-delays': { body: { day: today, rooms: rooms.map((r) => ({ ...r, day: today })) } },
    'GET /public/rooms': { body: { rooms: marks.map((m) => ({ ...m, stream_url: null, delay_day: today })) } },
    'PUT /api/rooms/Hall%20A/delay': ({ body }) => ({ body: { room: 'Hall A', day: today, delay_minutes: (body as { minutes: number }).minutes } }),
  });
  const view = renderWithApp(<LateControl />);
  act(() => view.store.dispatch(sessionRefreshed({ user, access_token: 'token' })));
  return { ...view, network };
}

describe('Running late, from a phone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds 5 or 10 minutes to how late the room runs with one tap, and puts it back on time', async () => {
    const { user, network } = setUp([{ room: 'Hall A', delay_minutes: 5 }], [{ name: 'Hall A', delay_minutes: 5 }]);
    const room = await screen.findByTestId('late-room');
    await waitFor(() => expect(within(room).getByTestId('late-status').textContent).toBe('Running 5 min late'));
    await user.click(within(room).getByRole('button', { name: 'Hall A: 10 minutes later' }));
    await waitFor(() => expect(network.sentTo('PUT /api/rooms/Hall%20A/delay').map((r) => r.body)).toEqual([{ minutes: 15 }]));
    await user.click(within(room).getByRole('button', { name: 'Hall A: on time' }));
    await waitFor(() => expect(network.sentTo('PUT /api/rooms/Hall%20A/delay').map((r) => r.body)).toEqual([{ minutes: 15 }, { minutes: 0 }]));
  });

  it('reads a room without a mark for today as on time, and offers no "on time" then', async () => {
    setUp([{ room: 'Hall A', delay_minutes: 0 }]);
    const room = await screen.findByTestId('late-room');
    expect(within(room).getByTestId('late-status').textContent).toBe('On time');
    expect((within(room).getByRole('button', { name: 'Hall A: on time' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("lets an organiser, not a host, move the room's following sessions by how late it runs, once confirmed", async () => {
    const { user, network } = setUp([{ room: 'Hall A', delay_minutes: 10 }], [{ name: 'Hall A', delay_minutes: 10 }], organiser);
    network.answer({
      'POST /api/admin/rooms/Hall%20A/move-following': {
        body: {
          room: 'Hall A',
          day: today,
          delay_minutes: 0,
          draft: false,
          moved: [{ id: 4, title: 'Next', start_time: `${today}T08:55:00.000Z`, end_time: `${today}T09:40:00.000Z` }],
        },
      },
    });
    const room = await screen.findByTestId('late-room');
    await user.click(await within(room).findByRole('button', { name: 'Move the following sessions 10 min later' }));
    const dialog = screen.getByRole('dialog', { name: 'Move the following sessions in Hall A?' });
    expect(network.sentTo('POST /api/admin/rooms/Hall%20A/move-following')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move them' }));
    await waitFor(() => expect(network.sentTo('POST /api/admin/rooms/Hall%20A/move-following').map((r) => r.body)).toEqual([{ minutes: 10 }]));
    expect((await within(room).findByTestId('moved-following')).textContent).toMatch(/^Moved: Next \d{1,2}:55/);
  });

  it('offers a host no moving of sessions, and an organiser none while the room is on time', async () => {
    setUp([{ room: 'Hall A', delay_minutes: 10 }], [{ name: 'Hall A', delay_minutes: 10 }]);
    const room = await screen.findByTestId('late-room');
    await waitFor(() => expect(within(room).getByTestId('late-status').textContent).toBe('Running 10 min late'));
    expect(within(room).queryByRole('button', { name: /Move the following sessions/ })).toBeNull();
  });

  it('tells a user who hosts nothing today that there is no room to mark', async () => {
    setUp([]);
    expect(await screen.findByText('You host no session today, so there is no room for you to mark.')).toBeTruthy();
  });
});
