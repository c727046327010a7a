import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { RoomNow } from '@/lib/public/rooms-api';
import { nextChange } from '../lib/next-change';
import { FoyerScreen } from './foyer-screen';
import { RoomScreen } from './room-screen';

const session = (id: number, title: string, start: string, end: string, speakers: string[] = []) => ({ id, title, start_time: start, end_time: end, speakers });
const keynote = session(1, 'Opening keynote', '2031-06-10T07:30:00.000Z', '2031-06-10T08:30:00.000Z', ['Ada Lovelace', 'Grace Hopper']);
const panel = session(2, 'Panel on offline first', '2031-06-10T08:45:00.000Z', '2031-06-10T09:30:00.000Z');
const now = (delay: number, rooms: RoomNow[] = []) => ({
  rooms: [{ room: 'Hall A', now: keynote, next: panel, delay_minutes: delay, stream_url: 'https://stream.test.example/hall-a' }, ...rooms],
  generated_at: '2031-06-10T08:00:00.000Z',
});

describe('The screens', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the room, what runs now with its speakers, what comes next, and no late banner while on time', async () => {
    stubFetch({ 'GET /public/now': { body: now(0) } });
    renderWithApp(<RoomScreen />, { route: '/screens/hall%20a', path: '/screens/:room' });
    expect(await screen.findByText('Opening keynote')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hall A');
    expect(screen.getByText('Ada Lovelace, Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Panel on offline first')).toBeTruthy();
    expect(screen.getByText('Live stream: https://stream.test.example/hall-a')).toBeTruthy();
    expect(screen.queryByTestId('screen-late')).toBeNull();
    expect(screen.getByTestId('screen-clock')).toBeTruthy();
  });

  it('says how late the room runs, and shows the times it now keeps', async () => {
    stubFetch({ 'GET /public/now': { body: now(10) } });
    renderWithApp(<RoomScreen />, { route: '/screens/Hall%20A', path: '/screens/:room' });
    expect((await screen.findByTestId('screen-late')).textContent).toBe('Running 10 minutes late');
  });

  it('speaks German on a German page', async () => {
    await activateLocale('de');
    await loadAreas('room');
    try {
      stubFetch({ 'GET /public/now': { body: now(10) } });
      renderWithApp(<RoomScreen />, { route: '/screens/Hall%20A', path: '/screens/:room' });
      expect((await screen.findByTestId('screen-late')).textContent).toBe('10 Minuten Verspätung');
      expect(screen.getByRole('heading', { name: 'Jetzt' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Danach' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it('says when a room has nothing more today', async () => {
    stubFetch({ 'GET /public/now': { body: now(0) } });
    renderWithApp(<RoomScreen />, { route: '/screens/Cellar', path: '/screens/:room' });
    expect(await screen.findByText('Nothing more is scheduled in this room today.')).toBeTruthy();
  });

  it('shows every room on the foyer screen, each with its own delay', async () => {
    stubFetch({ 'GET /public/now': { body: now(5, [{ room: 'Room B', now: null, next: panel, delay_minutes: 0, stream_url: null }]) } });
    renderWithApp(<FoyerScreen />);
    await waitFor(() => expect(screen.getAllByTestId('screen-room')).toHaveLength(2));
    expect(screen.getAllByTestId('screen-late').map((e) => e.textContent)).toEqual(['Running 5 minutes late']);
    expect(screen.getByText('Nothing scheduled')).toBeTruthy();
  });

  it('asks again when a session ends or starts, the delay taken into account', () => {
    const at = Date.parse('2031-06-10T08:00:00Z');
    expect(nextChange(now(0), at)).toBe(Date.parse('2031-06-10T08:30:00Z'));
    // 40 minutes late: the keynote now ends at 09:10, the panel starts at 09:25.
    expect(nextChange(now(40), at)).toBe(Date.parse('2031-06-10T09:10:00Z'));
    expect(nextChange({ rooms: [], generated_at: '' }, at)).toBeNull();
  });
});
