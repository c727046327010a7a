import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { VenueMaps } from './venue-maps';

const FLOORS = [
  {
    id: 1,
    floor: 'Ground floor',
    image_url: '/uploads/venue/plan.webp',
    width: 800,
    height: 400,
    rooms: [
      { key: 'hall a', name: 'Hall A', x: 0.25, y: 0.5, stream_url: 'https://video.example/a' },
      { key: 'room 2', name: 'Room 2', x: 0.75, y: 0.2, stream_url: null },
    ],
  },
];

describe('The venue maps (issue 47)', () => {
  it("shows each floor's plan with its rooms placed in fractions, and highlights and focuses the room asked for", async () => {
    stubFetch({ 'GET /public/venue-maps': { body: FLOORS } });
    renderWithApp(<VenueMaps room="hall a" />);
    expect(await screen.findByRole('heading', { name: 'Ground floor' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Plan of Ground floor' }).getAttribute('src')).toBe('/uploads/venue/plan.webp');
    const [hall, other] = screen.getAllByTestId('room-marker');
    expect(hall.textContent).toBe('Hall A');
    expect(hall.style.left).toBe('25%');
    expect(hall.style.top).toBe('50%');
    expect(hall.getAttribute('aria-current')).toBe('location');
    expect(other.getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(hall));
    // The rooms in text too, with the stream where there is one.
    expect(screen.getByRole('list', { name: 'Rooms on Ground floor' }).textContent).toContain('Room 2');
    expect(screen.getByRole('link', { name: 'Stream' }).getAttribute('href')).toBe('https://video.example/a');
  });

  it('says when the room asked for is on no map, and when there are no maps', async () => {
    stubFetch({ 'GET /public/venue-maps': { body: FLOORS } });
    const { unmount } = renderWithApp(<VenueMaps room="cellar" />);
    expect(await screen.findByText('This room is not on a map yet.')).toBeTruthy();
    unmount();
    stubFetch({ 'GET /public/venue-maps': { body: [] } });
    renderWithApp(<VenueMaps room={null} />);
    expect(await screen.findByText('No venue maps yet.')).toBeTruthy();
  });
});
