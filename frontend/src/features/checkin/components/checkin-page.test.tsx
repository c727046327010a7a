import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPushed } from '@/app/pushed-cache-updates';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';
import { deleteUserDatabases } from '@/lib/offline/user-databases';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { CheckinPage } from './checkin-page';

const dirk: User = {
  ...{ id: 9, full_name: 'Dirk Door', email: 'dirk@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};
const attendees = [
  { token: 'tok-ana', name: 'Ana Łukasiewicz', kind: 'attendee' as const, arrived_at: null },
  { token: 'tok-bo', name: 'Bo Jensen', kind: 'speaker' as const, arrived_at: null },
];
const holder = (name: string, kind = 'attendee') => ({ name, kind });

function setUp(routes: Routes = {}) {
  const network = stubFetch({
    'GET /api/checkin/arrivals': { body: { arrived: 412, expected: 530 } },
    'GET /api/checkin/attendees': { body: { attendees } },
    // A queue: each scan let in (the server's rules are tested on the server).
    'POST /api/checkin/sync': ({ body }) => ({
      body: {
        results: (body as { scans: { token: string; door: string; scanned_at: string }[] }).scans.map((scan, i) => ({
          status: 200,
          body: { id: 100 + i, holder: holder('Someone'), checked_in_at: scan.scanned_at, door: scan.door },
        })),
      },
    }),
    'POST /api/checkin': ({ body }) => {
      const { token } = body as { token: string };
      if (token === 'tok-ana') return { body: { id: 31, holder: holder('Ana Łukasiewicz'), checked_in_at: '2025-11-17T08:30:00.000Z', door: 'North' } };
      if (token === 'tok-bo')
        return {
          status: 409,
          body: {
            detail: 'Already checked in',
            reason: 'already_in',
            holder: holder('Bo Jensen', 'speaker'),
            first: { at: '2025-11-17T08:12:00.000Z', door: '2' },
          },
        };
      if (token === 'tok-unpaid')
        return { status: 409, body: { detail: 'The registration is not paid', reason: 'not_paid', holder: holder('Udo'), first: null } };
      if (token === 'tok-refunded') return { status: 409, body: { detail: 'Refunded', reason: 'refunded', holder: holder('Rita'), first: null } };
      if (token === 'tok-old') return { status: 404, body: { detail: 'Replaced', reason: 'revoked' } };
      return { status: 404, body: { detail: 'Unknown ticket', reason: 'unknown' } };
    },
    'POST /api/checkin/31/undo': { status: 204 },
    ...routes,
  });
  localStorage.setItem('checkin.door', 'North');
  const view = renderWithApp(<CheckinPage />);
  act(() => view.store.dispatch(sessionRefreshed({ user: dirk, access_token: 'token' })));
  return { ...view, network };
}

async function typeCode(user: ReturnType<typeof setUp>['user'], token: string) {
  const field = screen.getByLabelText('Ticket code');
  await user.clear(field);
  await user.type(field, token);
  await user.click(screen.getByRole('button', { name: 'Check in' }));
}

const verdict = () => screen.findByTestId('verdict');

describe('The check-in page', () => {
  beforeEach(async () => {
    await deleteUserDatabases();
  });
  afterEach(() => vi.restoreAllMocks());

  it('lets a ticket in with a big green panel, sends the door, and undoes it', async () => {
    const { user, network } = setUp();
    expect(await screen.findByText('412 of 530 arrived')).toBeTruthy();
    await typeCode(user, 'tok-ana');
    const panel = await verdict();
    expect(panel.dataset.verdict).toBe('in');
    expect(panel.textContent).toContain('Checked in');
    expect(within(panel).getByTestId('verdict-holder').textContent).toBe('Ana Łukasiewicz · Attendee');
    expect(network.sentTo('POST /api/checkin')[0].body).toMatchObject({ token: 'tok-ana', door: 'North' });

    await user.click(screen.getByRole('button', { name: 'Undo this check-in' }));
    await waitFor(() => expect(network.sentTo('POST /api/checkin/31/undo')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('verdict')).toBeNull());
  });

  it('says in red why not: already in (when and where), not paid, refunded, replaced, unknown', async () => {
    const { user } = setUp();
    await screen.findByText('412 of 530 arrived');
    const cases: [string, string, string][] = [
      ['tok-bo', 'already_in', 'Already in'],
      ['tok-unpaid', 'not_paid', 'Registration not paid'],
      ['tok-refunded', 'refunded', 'Registration refunded: no entry'],
      ['tok-old', 'revoked', 'This ticket was replaced by a newer one'],
      ['nonsense', 'unknown', 'Unknown ticket'],
    ];
    for (const [token, reason, text] of cases) {
      await typeCode(user, token);
      await waitFor(() => expect(screen.getByTestId('verdict').dataset.verdict).toBe(reason));
      expect(screen.getByTestId('verdict').textContent).toContain(text);
    }
    await typeCode(user, 'tok-bo');
    await waitFor(() => expect(screen.getByTestId('verdict').textContent).toMatch(/since 0?\d:\d\d( [AP]M)? at door 2/));
    expect(screen.queryByRole('button', { name: 'Undo this check-in' })).toBeNull();
  });

  it('finds a person by name in the door’s list and checks them in with a tap', async () => {
    const { user, network } = setUp();
    await user.type(await screen.findByLabelText('Find by name or e-mail'), 'lukas');
    await user.click(await screen.findByRole('button', { name: /Check in Ana Łukasiewicz/ }));
    expect((await verdict()).dataset.verdict).toBe('in');
    expect(network.sentTo('POST /api/checkin')[0].body).toMatchObject({ token: 'tok-ana' });
    await user.type(screen.getByLabelText('Find by name or e-mail'), 'zzz');
    expect(screen.getByText('Nobody on the list by that name')).toBeTruthy();
  });

  it('offline: answers from its list, queues the scan, and sends it when the network is back', async () => {
    const { user, network } = setUp();
    await screen.findByText('412 of 530 arrived');
    await screen.findByLabelText('Find by name or e-mail');
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await typeCode(user, 'tok-ana');
    const panel = await verdict();
    expect(panel.dataset.verdict).toBe('in');
    expect(panel.textContent).toContain('Queued: sent when the network is back');
    expect((await screen.findByTestId('queued')).textContent).toBe('1 queued, sent when the network is back');
    // The same ticket again at this door: already in, by the queue.
    await typeCode(user, 'tok-ana');
    await waitFor(() => expect(screen.getByTestId('verdict').dataset.verdict).toBe('already_in'));
    await typeCode(user, 'not-on-the-list');
    await waitFor(() => expect(screen.getByTestId('verdict').dataset.verdict).toBe('unknown'));
    expect(network.sentTo('POST /api/checkin')).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('queued')).toBeNull());
    // The queue goes in one request, in the order scanned.
    expect(network.sentTo('POST /api/checkin')).toHaveLength(0);
    const sent = network.sentTo('POST /api/checkin/sync');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ scans: [{ token: 'tok-ana', door: 'North', scanned_at: expect.any(String) }] });
  });

  it('queues a scan the server cannot be reached for, and undoes a queued one without sending it', async () => {
    const { user, network } = setUp({
      'POST /api/checkin': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByLabelText('Find by name or e-mail');
    await typeCode(user, 'tok-bo');
    expect((await verdict()).textContent).toContain('Queued');
    expect((await screen.findByTestId('queued')).textContent).toContain('1 queued');
    await user.click(screen.getByRole('button', { name: 'Undo this check-in' }));
    await waitFor(() => expect(screen.queryByTestId('queued')).toBeNull());
    expect(network.sentTo('POST /api/checkin')).toHaveLength(1);
  });

  it('offline before the list ever loaded: queues the scan, says it could not check it, and sends it when back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, network } = setUp({
      'GET /api/checkin/attendees': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await screen.findByText('Loading the attendee list…');
    await typeCode(user, 'tok-ana');
    const panel = await verdict();
    expect(panel.dataset.verdict).toBe('unchecked');
    expect(panel.textContent).toContain('Not checked: no attendee list on this phone yet');
    expect(panel.textContent).toContain('Queued: sent when the network is back');
    expect((await screen.findByTestId('queued')).textContent).toBe('1 queued, sent when the network is back');

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('queued')).toBeNull());
    expect(network.sentTo('POST /api/checkin/sync')[0].body).toEqual({
      scans: [{ token: 'tok-ana', door: expect.any(String), scanned_at: expect.any(String) }],
    });
  });

  it('finds someone by their whole e-mail address on the server, and checks them in with a tap', async () => {
    const { user, network } = setUp({
      'GET /api/checkin/find': ({ path }) =>
        path.endsWith('q=ana%40test.example')
          ? { body: { attendees: [{ token: 'tok-ana', name: 'Ana Łukasiewicz', kind: 'attendee', arrived_at: null }] } }
          : { body: { attendees: [] } },
    });
    const search = await screen.findByLabelText('Find by name or e-mail');
    await user.type(search, 'nobody@test.example');
    expect(await screen.findByText('Nobody with a ticket has that e-mail address')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'ana@test.example');
    await user.click(await screen.findByRole('button', { name: /Check in Ana Łukasiewicz/ }));
    expect((await verdict()).dataset.verdict).toBe('in');
    expect(network.sentTo('POST /api/checkin')[0].body).toMatchObject({ token: 'tok-ana' });
  });

  it("at a workshop's door: checks who has a seat at the chosen session, and lets nobody into the building", async () => {
    const workshop = { id: 7, title: 'Annotation lab', signup_required: true, status: 'scheduled' };
    const { user, network } = setUp({
      'GET /public/sessions': { body: { sessions: [workshop, { id: 8, title: 'Keynote', signup_required: false, status: 'scheduled' }] } },
      'POST /api/checkin/sessions/7': ({ body }) =>
        (body as { token: string }).token === 'tok-ana'
          ? { body: { holder: holder('Ana Łukasiewicz'), session: { id: 7, title: 'Annotation lab' }, status: 'confirmed' } }
          : { status: 409, body: { detail: 'On the waitlist, not seated', reason: 'waitlisted', holder: holder('Bo Jensen', 'speaker'), position: 3 } },
    });
    await user.click(await screen.findByLabelText('What this door checks'));
    expect(screen.queryByRole('option', { name: 'Seats at “Keynote”' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Seats at “Annotation lab”' }));

    await typeCode(user, 'tok-ana');
    const seated = await screen.findByTestId('seat-verdict');
    expect(seated.dataset.verdict).toBe('seated');
    expect(seated.textContent).toContain('Has a seat');
    expect(seated.textContent).toContain('Ana Łukasiewicz');
    await typeCode(user, 'tok-bo');
    await waitFor(() => expect(screen.getByTestId('seat-verdict').dataset.verdict).toBe('waitlisted'));
    expect(screen.getByTestId('seat-verdict').textContent).toContain('On the waitlist: 3rd in line');
    expect(network.sentTo('POST /api/checkin')).toHaveLength(0);
    expect(network.sentTo('POST /api/checkin/sessions/7')).toHaveLength(2);
  });

  it('shows the count as pushed', async () => {
    const { store } = setUp();
    await screen.findByText('412 of 530 arrived');
    act(() => applyPushed(store, 'checkin.arrivals', { arrived: 413, expected: 530 }));
    expect(await screen.findByText('413 of 530 arrived')).toBeTruthy();
  });

  it('tells anyone else that only organisers and door helpers check in', async () => {
    setUp({
      'GET /api/checkin/arrivals': { status: 403, body: { detail: 'Only organisers and door helpers check tickets in' } },
      'GET /api/checkin/attendees': { status: 403, body: { detail: 'Only organisers and door helpers check tickets in' } },
    });
    expect(await screen.findByText(/Only organisers and door helpers check tickets in\. Ask an organiser/)).toBeTruthy();
    expect(screen.queryByLabelText('Ticket code')).toBeNull();
  });

  it('speaks German', async () => {
    await activateLocale('de');
    await loadAreas('door');
    try {
      const { user } = setUp();
      expect(await screen.findByText('412 von 530 angekommen')).toBeTruthy();
      await user.type(screen.getByLabelText('Ticketcode'), 'tok-ana');
      await user.click(screen.getByRole('button', { name: 'Einchecken' }));
      expect((await verdict()).textContent).toContain('Eingecheckt');
    } finally {
      await activateLocale('en');
    }
  });
});
