import { act, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activateLocale, loadAreas } from '@/lib/i18n/i18n';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Ticket, User } from '@/types/api';
import { hasTicket } from './ticket-facts';
import { TicketCard } from './ticket-card';

const dana: User = {
  ...{ id: 7, full_name: 'Dana Łukasiewicz', email: 'dana@test.example', is_active: true, is_speaker: false, is_admin: false, is_reviewer: false },
  ...{ payment_status: 'paid', role: 'user', email_verified: true, pending_email: null, language: 'en' },
};
const ticket = (token: string): Ticket => ({
  ...{ token, kind: 'attendee', holder_name: 'Dana Łukasiewicz', issued_at: '2025-10-01T09:00:00.000Z' },
  event: { name: 'LT-Summit', starts_on: '2025-11-17', ends_on: '2025-11-19', time_zone: 'Europe/Vienna' },
});
const FIRST = 'Dq5dG0ZXqWmQ3zVd9bO1xA';
const SECOND = 'u7pE2Kx-Zr_0aBcDeFgHiA';

/** What the door's camera reads from the code as drawn: the image's SVG rasterised (sharp), then decoded (jsQR). */
async function scan(image: HTMLElement): Promise<string | null> {
  const src = image.getAttribute('src') ?? '';
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(src.startsWith(prefix)).toBe(true);
  const svg = decodeURIComponent(src.slice(prefix.length));
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400, { kernel: 'nearest' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

/** The card of the signed-in `user`. */
function renderCard(user: User = dana) {
  const view = renderWithApp(<TicketCard />);
  act(() => view.store.dispatch(sessionRefreshed({ user, access_token: 'token' })));
  return view;
}

function setUp() {
  const network = stubFetch({
    'GET /api/user/ticket': { body: ticket(FIRST) },
    'POST /api/user/ticket/reissue': { body: ticket(SECOND) },
  });
  return { ...renderCard(), network };
}

describe('The "Your ticket" card', () => {
  it('shows a QR code that a scanner reads as the token, with the holder, the kind and the event', async () => {
    setUp();
    const code = await screen.findByRole('img', { name: 'QR code of your ticket' });
    expect(await scan(code)).toBe(FIRST);
    const card = screen.getByRole('region', { name: 'Your ticket' });
    expect(within(card).getByTestId('ticket-holder').textContent).toBe('Dana Łukasiewicz');
    // Intl writes the range with thin spaces.
    expect(card.textContent?.replace(/\s+/g, ' ')).toContain('Attendee · LT-Summit · November 17 – 19, 2025');
  });

  it('opens full screen for the door: a large code on white with the name and the kind, and closes again', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Show at the door' }));
    const door = await screen.findByRole('dialog', { name: 'Dana Łukasiewicz' });
    expect(await scan(within(door).getByRole('img', { name: 'QR code of your ticket' }))).toBe(FIRST);
    expect(door.textContent).toContain('Attendee · LT-Summit');
    await user.click(within(door).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gets a new ticket only after confirming: the code then carries the new token', async () => {
    const { user, network } = setUp();
    await screen.findByRole('img', { name: 'QR code of your ticket' });

    await user.click(screen.getByRole('button', { name: 'Get a new ticket' }));
    let dialog = await screen.findByRole('dialog', { name: 'Get a new ticket?' });
    expect(dialog.textContent).toContain('Your current ticket stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.sentTo('POST /api/user/ticket/reissue')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Get a new ticket' }));
    dialog = await screen.findByRole('dialog', { name: 'Get a new ticket?' });
    await user.click(within(dialog).getByRole('button', { name: 'Get a new ticket' }));
    expect(await screen.findByText('New ticket issued. The old one no longer works.')).toBeTruthy();
    expect(network.sentTo('POST /api/user/ticket/reissue')).toHaveLength(1);
    await waitFor(async () => expect(await scan(screen.getByRole('img', { name: 'QR code of your ticket' }))).toBe(SECOND));
  });

  it('says when the ticket cannot be had', async () => {
    stubFetch({ 'GET /api/user/ticket': { status: 403, body: { detail: 'Your ticket is ready once your registration is paid' } } });
    renderCard();
    expect(await screen.findByText('Could not load your ticket. Please try again later.')).toBeTruthy();
  });

  it('is in German on the German page', async () => {
    await activateLocale('de');
    try {
      await loadAreas('account');
      setUp();
      await screen.findByRole('img', { name: 'QR-Code Ihres Tickets' });
      const card = screen.getByRole('region', { name: 'Ihr Ticket' });
      expect(card.textContent?.replace(/\s+/g, ' ')).toContain('Teilnehmende/r · LT-Summit · 17.–19. November 2025');
      expect(within(card).getByRole('button', { name: 'Am Eingang zeigen' })).toBeTruthy();
    } finally {
      await activateLocale('en');
    }
  });

  it('is not there, and asks nothing, for an attendee who has not paid', async () => {
    const network = stubFetch({ 'GET /api/user/ticket': { body: ticket(FIRST) } });
    renderCard({ ...dana, payment_status: 'pending' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Your ticket' })).toBeNull();
    expect(network.sentTo('GET /api/user/ticket')).toHaveLength(0);
  });

  it('is there for paid attendees, speakers and organisers, not for an attendee who has not paid', () => {
    expect(hasTicket(dana)).toBe(true);
    expect(hasTicket({ ...dana, payment_status: 'pending' })).toBe(false);
    expect(hasTicket({ role: 'speaker', payment_status: 'pending' })).toBe(true);
    expect(hasTicket({ role: 'admin', payment_status: 'pending' })).toBe(true);
  });
});
