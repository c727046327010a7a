import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { ConferenceSession, SessionSpeaker } from '@/types/api';
import { SessionsSection } from './sessions-section';

const SESSIONS = 'GET /public/sessions/first';
const ALL_SESSIONS = 'GET /public/sessions';

const speaker = (id: number, name: string, display_order: number): SessionSpeaker => ({ id, name, title: '', bio: '', image: null, display_order });

const session = (id: number, fields: Partial<ConferenceSession>): ConferenceSession => ({
  id,
  title: `Session ${id}`,
  description: '',
  date: '2025-11-17',
  time: '09:00',
  startTime: '2025-11-17T09:00:00.000Z',
  endTime: '2025-11-17T10:00:00.000Z',
  duration: 60,
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
  ...fields,
});

const sessions: ConferenceSession[] = [
  session(1, { title: 'Opening keynote', room: 'Plenary Hall', status: 'scheduled', speakers: [speaker(1, 'Ada Lovelace', 1)] }),
  // The server's order of speakers is not the display order.
  session(2, {
    title: 'Panel: the EU AI Act',
    room: 'Room 2',
    status: 'completed',
    speakers: [speaker(2, 'Grace Hopper', 3), speaker(3, 'Alan Turing', 1), speaker(4, 'Karen Spärck Jones', 2)],
  }),
  session(3, { title: 'Speech in the parliament', room: 'Room 3', status: 'cancelled', speakers: [] }),
];

const cards = () => within(screen.getByRole('region', { name: 'Conference Sessions' })).getAllByTestId('session-card');

describe('Conference Sessions on the home page', () => {
  it('shows a card per session in order, with its room, raw status and speakers in display order', async () => {
    stubFetch({ [SESSIONS]: { body: { sessions, total: sessions.length } } });
    renderWithApp(<SessionsSection />);

    await screen.findByRole('heading', { name: 'Opening keynote' });
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(sessions.map((s) => s.title));

    const [keynote, panel, cancelled] = cards();
    expect(keynote.textContent).toContain('Room: Plenary Hall');
    expect(keynote.textContent).toContain('Status: scheduled');
    expect(keynote.textContent).toContain('Speaker: Ada Lovelace');
    expect(within(keynote).queryByText('Cancelled', { exact: true })).toBeNull();

    expect(panel.textContent).toContain('Room: Room 2');
    expect(panel.textContent).toContain('Status: completed');
    expect(panel.textContent).toContain('Speakers: Alan Turing, Karen Spärck Jones, Grace Hopper');

    expect(cancelled.textContent).toContain('Room: Room 3');
    expect(cancelled.textContent).toContain('Status: cancelled');
    expect(within(cancelled).getByText('Cancelled', { exact: true })).toBeTruthy();
    expect(cancelled.textContent).not.toMatch(/Speakers?:/);
  });

  it("shows a spinner while loading, then a red alert with the server's message when the sessions fail", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const network = stubFetch({
      [SESSIONS]: async () => {
        await gate;
        return { status: 503, body: { detail: 'Sessions are being updated' } };
      },
    });
    renderWithApp(<SessionsSection />);
    const block = screen.getByRole('region', { name: 'Conference Sessions' });

    expect(await within(block).findByRole('progressbar', { name: 'Loading sessions' })).toBeTruthy();

    // The first try and its three retries, 1, 2 and 4 s apart, on the fake clock: this is about time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    release();
    await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(within(block).getByRole('alert').textContent).toBe('Sessions are being updated');
    });
    expect(network.sentTo(SESSIONS)).toHaveLength(4);
    expect(within(block).queryByRole('progressbar')).toBeNull();
    // Filled in the theme's error red, rgb(211, 47, 47) (happy-dom gives the colour as it is written).
    expect(getComputedStyle(within(block).getByRole('alert')).backgroundColor).toBe('#d32f2f');
  });

  it('shows the first six, and the others when the visitor asks, with the focus on the first of them', async () => {
    const many = Array.from({ length: 9 }, (_, i) => session(i + 1, { title: `Talk ${i + 1}` }));
    const network = stubFetch({
      [SESSIONS]: { body: { sessions: many.slice(0, 6), total: many.length } },
      [ALL_SESSIONS]: { body: { sessions: many } },
    });
    renderWithApp(<SessionsSection />);

    await screen.findByRole('heading', { name: 'Talk 1' });
    expect(cards()).toHaveLength(6);
    expect(network.sentTo(SESSIONS)[0].path).toBe('/public/sessions/first?limit=6');
    expect(network.sentTo(ALL_SESSIONS)).toHaveLength(0);

    screen.getByRole('button', { name: 'Show all 9 sessions' }).click();
    await vi.waitFor(() => expect(cards()).toHaveLength(9));
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual(many.map((s) => s.title));
    expect(screen.queryByRole('button', { name: /Show all/ })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe('Talk 7'));
  });
});
