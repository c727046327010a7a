import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { SessionSignup, SessionSignups } from '../../api/signups-admin-api';
import { SessionSignupsDialog } from './session-signups-dialog';

const person = (userId: number, name: string, status: SessionSignup['status'], position: number | null): SessionSignup => ({
  user_id: userId,
  name,
  email: `${name.toLowerCase()}@example.org`,
  status,
  position,
  signed_up_at: '2031-03-01T09:00:00.000Z',
  confirmed_at: status === 'confirmed' ? '2031-03-01T09:00:00.000Z' : null,
});

const list = (signups: SessionSignup[]): SessionSignups => ({ session_id: 5, title: 'Annotation workshop', capacity: 2, signups });
const before = list([
  person(1, 'Ada', 'confirmed', null),
  person(2, 'Grace', 'confirmed', null),
  person(3, 'Alan', 'waitlisted', 1),
  person(4, 'Edsger', 'waitlisted', 2),
]);

function setUp() {
  let current = before;
  const network = stubFetch({ 'GET /api/admin/sessions/5/signups': () => ({ body: current }) });
  const view = renderWithApp(<SessionSignupsDialog sessionId={5} title="Annotation workshop" onClose={vi.fn()} />);
  return { ...view, network, setList: (next: SessionSignups) => (current = next) };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Sign-ups: Annotation workshop' }));

describe("The console's list of a session's sign-ups", () => {
  it('shows who has a seat and who waits, in order, with their addresses', async () => {
    setUp();
    expect((await dialog().findByTestId('signup-counts')).textContent).toBe('2 of 2 seats taken, 2 waiting');
    const seated = within(dialog().getByRole('list', { name: 'With a seat' }));
    expect(seated.getAllByTestId('signup-row').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Adaada@example\.org · signed up /),
      expect.stringMatching(/^Gracegrace@example\.org/),
    ]);
    const waiting = within(dialog().getByRole('list', { name: 'Waitlist' }));
    expect(waiting.getAllByTestId('signup-row').map((row) => row.textContent?.split('@')[0])).toEqual(['1. Alanalan', '2. Edsgeredsger']);
    // The first in line is at the front already.
    expect((waiting.getByRole('button', { name: 'Move Alan to the front of the line' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves someone to the front of the line and shows the list as it is then', async () => {
    const { user, network, setList } = setUp();
    await dialog().findByTestId('signup-counts');
    network.answer({
      'POST /api/admin/sessions/5/signups/4/promote': () => {
        setList(list([before.signups[0], before.signups[1], person(4, 'Edsger', 'waitlisted', 1), person(3, 'Alan', 'waitlisted', 2)]));
        return { body: { status: 'waitlisted', position: 1 } };
      },
    });
    await user.click(dialog().getByRole('button', { name: 'Move Edsger to the front of the line' }));
    expect(await screen.findByText('Edsger is first in line now.')).toBeTruthy();
    expect(network.sentTo('POST /api/admin/sessions/5/signups/4/promote')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(dialog().getByRole('list', { name: 'Waitlist' }))
          .getAllByTestId('signup-row')
          .map((row) => row.textContent?.split('@')[0]),
      ).toEqual(['1. Edsgeredsger', '2. Alanalan']),
    );
  });

  it('asks before removing someone, and removes nobody when the organiser cancels', async () => {
    const { user, network, setList } = setUp();
    await dialog().findByTestId('signup-counts');
    network.answer({
      'DELETE /api/admin/sessions/5/signups/1': () => {
        setList(list([before.signups[1], person(3, 'Alan', 'confirmed', null), person(4, 'Edsger', 'waitlisted', 1)]));
        return { status: 204 };
      },
    });
    await user.click(dialog().getByRole('button', { name: 'Remove Ada' }));
    const asked = within(screen.getByRole('dialog', { name: 'Remove Ada?' }));
    expect(asked.getByText(/A seat freed goes to the first in line/)).toBeTruthy();
    await user.click(asked.getByRole('button', { name: 'Cancel' }));
    expect(network.sentTo('DELETE /api/admin/sessions/5/signups/1')).toHaveLength(0);

    await user.click(dialog().getByRole('button', { name: 'Remove Ada' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove Ada?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Ada was removed from this session.')).toBeTruthy();
    expect(network.sentTo('DELETE /api/admin/sessions/5/signups/1')).toHaveLength(1);
    await waitFor(() => expect(dialog().getByTestId('signup-counts').textContent).toBe('2 of 2 seats taken, 1 waiting'));
  });

  it('says why a move was refused', async () => {
    const { user, network } = setUp();
    await dialog().findByTestId('signup-counts');
    network.answer({ 'POST /api/admin/sessions/5/signups/4/promote': { status: 409, body: { detail: 'This person already has a seat' } } });
    await user.click(dialog().getByRole('button', { name: 'Move Edsger to the front of the line' }));
    expect((await screen.findByText(/This person already has a seat/)).textContent).toMatch(/^Failed to move Edsger up/);
  });
});
