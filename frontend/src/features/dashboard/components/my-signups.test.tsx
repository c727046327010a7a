import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MySignup } from '@/lib/signups/signups-api';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession } from '@/types/api';
import { MySignups } from './my-signups';

const workshop: ConferenceSession = {
  id: 7,
  title: 'Annotation workshop',
  description: '',
  date: '2031-11-17',
  time: '09:00',
  startTime: '2031-11-17T09:00:00.000Z',
  endTime: '2031-11-17T10:00:00.000Z',
  duration: 60,
  room: 'Lab',
  track: 'Main',
  type: 'workshop',
  status: 'scheduled',
  language: 'en',
  capacity: 2,
  recording_url: null,
  do_not_record: false,
  recording_optout: false,
  stream_url: null,
  on_map: false,
  signup_required: true,
  seats: { capacity: 2, taken: 2, waitlist: 3 },
  version: 1,
  speakers: [],
};
const tutorial: ConferenceSession = {
  ...workshop,
  id: 8,
  title: 'Parsing tutorial',
  startTime: '2031-11-18T09:00:00.000Z',
  endTime: '2031-11-18T10:00:00.000Z',
};

const signup = (session: ConferenceSession, fields: Pick<MySignup, 'status' | 'position'>): MySignup => ({
  session_id: session.id,
  title: session.title,
  startTime: session.startTime,
  endTime: session.endTime,
  room: session.room,
  signed_up_at: '2031-11-01T09:00:00.000Z',
  ...fields,
});

describe('Your sign-ups on the dashboard', () => {
  it('lists each sign-up with its seat or place in line, and gives one up', async () => {
    let signups = [signup(workshop, { status: 'confirmed', position: null }), signup(tutorial, { status: 'waitlisted', position: 2 })];
    const network = stubFetch({
      'GET /api/user/signups': () => ({ body: { signups } }),
      'GET /public/sessions': { body: { sessions: [workshop, tutorial] } },
      'DELETE /api/sessions/8/signup': () => {
        signups = signups.filter((s) => s.session_id !== 8);
        return { status: 204 };
      },
    });
    const { user } = renderWithApp(<MySignups userId={7} />);

    const items = await screen.findAllByTestId('my-signup');
    expect(items.map((item) => within(item).getByTestId('signup-status').textContent)).toEqual(['You have a seat.', 'You are 2nd in line.']);
    expect(within(items[0]).getByRole('link', { name: 'Annotation workshop' }).getAttribute('href')).toBe('/sessions/7');
    expect(await within(items[0]).findByText('Full: 3 waiting')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Leave the waitlist of Parsing tutorial' }));
    expect(network.sentTo('DELETE /api/sessions/8/signup')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('my-signup')).toHaveLength(1));
  });

  it('shows nothing to someone who has not signed up for anything', async () => {
    const network = stubFetch({ 'GET /api/user/signups': { body: { signups: [] } } });
    renderWithApp(<MySignups userId={7} />);
    await waitFor(() => expect(network.sentTo('GET /api/user/signups')).toHaveLength(1));
    expect(screen.queryByTestId('my-signups')).toBeNull();
    expect(network.sentTo('GET /public/sessions')).toHaveLength(0);
  });
});
