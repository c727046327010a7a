import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { joinVisitorStars } from '@/lib/favourites/join';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch, type Routes } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession, User } from '@/types/api';
import { SessionStar, StarOverlap } from './session-star';

function session(id: number, title: string, start: string, end: string): ConferenceSession {
  return {
    ...{ id, title, description: '', date: start.slice(0, 10), time: start.slice(11, 16), startTime: start, endTime: end, duration: 60 },
    ...{
      room: 'Plenary Hall',
      track: 'Main',
      type: 'talk',
      status: 'scheduled',
      language: 'en',
      capacity: null,
      recording_url: null,
      do_not_record: false,
      recording_optout: false,
      stream_url: null,
      on_map: false,
      signup_required: false,
      seats: null,
      version: 1,
      speakers: [],
    },
  };
}

const keynote = session(1, 'Opening keynote', '2025-11-17T08:00:00.000Z', '2025-11-17T09:00:00.000Z');
const workshop = session(2, 'Tokenizer workshop', '2025-11-17T08:30:00.000Z', '2025-11-17T10:00:00.000Z');
const lunch = session(3, 'Lunch', '2025-11-17T11:00:00.000Z', '2025-11-17T12:00:00.000Z');

const attendee: User = {
  ...{ id: 7, full_name: 'Ann Attendee', email: 'ann@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};

const local = () => ({ ids: JSON.parse(localStorage.getItem('userSchedule') ?? 'null') as unknown, owner: localStorage.getItem('userScheduleOwner') });

function renderStars(routes: Routes = {}) {
  const network = stubFetch({ 'GET /public/sessions': { body: { sessions: [keynote, workshop, lunch] } }, ...routes });
  const view = renderWithApp(
    <>
      {[keynote, workshop, lunch].map((s) => (
        <article key={s.id} data-testid={`card-${s.id}`}>
          <SessionStar sessionId={s.id} title={s.title} />
          <StarOverlap session={s} />
        </article>
      ))}
    </>,
  );
  return { ...view, network };
}

// The stars' code is loaded on demand; transformed once here, so that loading it in a test takes no longer than in a browser.
beforeAll(async () => {
  await import('./live-star');
});

const star = (title: string) => screen.getByRole('button', { name: `Star ${title}` });
const pressed = (title: string) => star(title).getAttribute('aria-pressed');

describe("A visitor's stars", () => {
  it('stay in this browser as a list never synced, and are toggled', async () => {
    const { user, network } = renderStars();
    expect(pressed(keynote.title)).toBe('false');

    // The first press may come before the stars' code has loaded: it counts once it has.
    await user.click(star(keynote.title));
    await waitFor(() => expect(pressed(keynote.title)).toBe('true'));
    expect(document.activeElement).toBe(star(keynote.title));
    await user.click(star(lunch.title));
    expect(pressed(lunch.title)).toBe('true');
    expect(local()).toEqual({ ids: ['1', '3'], owner: null });

    await user.click(star(keynote.title));
    expect(pressed(keynote.title)).toBe('false');
    expect(local()).toEqual({ ids: ['3'], owner: null });
    expect(network.sent.filter((r) => r.path.startsWith('/api/'))).toEqual([]);
  });

  it('do not include the list of an account that was signed in here, and replace it when they star', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['1', '2']));
    localStorage.setItem('userScheduleOwner', '99');
    const { user } = renderStars();
    expect(pressed(keynote.title)).toBe('false');
    expect(pressed(workshop.title)).toBe('false');

    await user.click(star(lunch.title));
    await waitFor(() => expect(local()).toEqual({ ids: ['3'], owner: null }));
    expect(pressed(keynote.title)).toBe('false');
  });

  it('are flagged when two of them run at the same time, and not when back to back or cancelled', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['1', '2', '3']));
    renderStars();
    expect((await screen.findAllByTestId('star-overlap')).map((note) => note.textContent)).toEqual([
      'Overlaps with Tokenizer workshop',
      'Overlaps with Opening keynote',
    ]);
    expect(screen.getByTestId('card-3').querySelector('[data-testid="star-overlap"]')).toBeNull();
  });
});

describe('Signing in with stars kept in the browser', () => {
  it('merges them into the account once; from then on the stars are the saved sessions', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['1', '2']));
    const { store, network } = renderStars({
      'POST /api/user/schedule/merge': { body: { session_ids: [1, 2, 3] } },
      'GET /api/user/schedule': { body: { session_ids: [1, 2, 3] } },
    });

    store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));
    await waitFor(() => expect(pressed(lunch.title)).toBe('true'));
    expect(network.sentTo('POST /api/user/schedule/merge').map((r) => r.body)).toEqual([{ session_ids: [1, 2] }]);
    expect(local()).toEqual({ ids: ['1', '2', '3'], owner: '7' });

    // The sign-in's own join finds nothing left to merge.
    joinVisitorStars(store.dispatch, attendee);
    expect(network.sentTo('POST /api/user/schedule/merge')).toHaveLength(1);
  });

  it('joins them right after the sign-in, before any page shows a star', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['3']));
    const network = stubFetch({ 'POST /api/user/schedule/merge': { body: { session_ids: [3] } } });
    const { store } = renderWithApp(<p>Signed in</p>);
    store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));

    joinVisitorStars(store.dispatch, attendee);
    await waitFor(() => expect(local()).toEqual({ ids: ['3'], owner: '7' }));
    expect(network.sentTo('POST /api/user/schedule/merge').map((r) => r.body)).toEqual([{ session_ids: [3] }]);
  });

  it('leaves them in the browser for an organiser, who gets no star', async () => {
    localStorage.setItem('userSchedule', JSON.stringify(['3']));
    const { store, network } = renderStars();
    store.dispatch(sessionRefreshed({ user: { ...attendee, role: 'admin', is_admin: true }, access_token: 'token' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Star / })).toBeNull());
    joinVisitorStars(store.dispatch, { ...attendee, role: 'admin', is_admin: true });
    expect(network.sentTo('POST /api/user/schedule/merge')).toHaveLength(0);
    expect(local()).toEqual({ ids: ['3'], owner: null });
  });
});

describe("A signed-in attendee's stars", () => {
  it('sends a second press only once the first is answered, and the first answer does not undo the second', async () => {
    let answerAdd = (_: { session_ids: number[] }) => {};
    const { store, user, network } = renderStars({
      'GET /api/user/schedule': { body: { session_ids: [] } },
      'POST /api/user/schedule/1': () => new Promise((resolve) => (answerAdd = (body) => resolve({ body }))),
      'DELETE /api/user/schedule/1': { body: { session_ids: [] } },
    });
    store.dispatch(sessionRefreshed({ user: attendee, access_token: 'token' }));
    await waitFor(() => expect(network.sentTo('GET /api/user/schedule')).toHaveLength(1));

    await user.click(star(keynote.title));
    await waitFor(() => expect(pressed(keynote.title)).toBe('true'));
    await user.click(star(keynote.title));
    expect(pressed(keynote.title)).toBe('false');
    // The remove waits for the add's answer: sent at once, the server could take it first and keep the session.
    await waitFor(() => expect(network.sentTo('POST /api/user/schedule/1')).toHaveLength(1));
    expect(network.sentTo('DELETE /api/user/schedule/1')).toHaveLength(0);

    // The add's answer (the list with it) does not star it again: the remove is still to be answered.
    answerAdd({ session_ids: [1] });
    await waitFor(() => expect(network.sentTo('DELETE /api/user/schedule/1')).toHaveLength(1));
    expect(pressed(keynote.title)).toBe('false');
    await waitFor(() => expect(local()).toEqual({ ids: [], owner: '7' }));
    expect(pressed(keynote.title)).toBe('false');
  });
});
