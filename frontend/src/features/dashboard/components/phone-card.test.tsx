import { screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { PhoneCard } from './phone-card';

const links = (token: string) => ({
  url: `https://summit.example/calendar/${token}.ics`,
  webcal_url: `webcal://summit.example/calendar/${token}.ics`,
  json_url: `https://summit.example/calendar/${token}.json`,
  phone_url: `https://summit.example/my/${token}`,
});
const FIRST = 'first-secret-aaaaaaaaaaaaaaaaaaaaaaa';
const SECOND = 'second-secret-bbbbbbbbbbbbbbbbbbbbbb';

/** What a phone's camera reads from the code as drawn: the image's SVG rasterised (sharp), then decoded (jsQR). */
async function scan(image: HTMLElement): Promise<string | null> {
  const src = image.getAttribute('src') ?? '';
  const prefix = 'data:image/svg+xml;charset=utf-8,';
  expect(src.startsWith(prefix)).toBe(true);
  const svg = decodeURIComponent(src.slice(prefix.length));
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400, { kernel: 'nearest' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}

function setUp() {
  const network = stubFetch({
    'GET /api/user/calendar': { body: links(FIRST) },
    'POST /api/user/calendar/rotate': { body: links(SECOND) },
  });
  return { ...renderWithApp(<PhoneCard userId={7} />), network };
}

describe('The "Open on my phone" card', () => {
  it('makes no link until asked, then shows a QR code that a camera reads as the phone’s link', async () => {
    const { user, network } = setUp();
    expect(screen.queryByRole('img')).toBeNull();
    expect(network.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    const code = await screen.findByRole('img', { name: 'QR code of the link to your saved sessions' });
    expect(await scan(code)).toBe(links(FIRST).phone_url);
    expect(screen.getByText("Scan with your phone's camera")).toBeTruthy();
    expect((screen.getByLabelText('Link for your phone') as HTMLInputElement).value).toBe(links(FIRST).phone_url);
    expect(screen.getByRole('link', { name: 'JSON' }).getAttribute('href')).toBe(links(FIRST).json_url);
    expect(network.sentTo('GET /api/user/calendar')).toHaveLength(1);
  });

  it('resets the link after confirming: the code then carries the new one', async () => {
    const { user, network } = setUp();
    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    await screen.findByRole('img', { name: 'QR code of the link to your saved sessions' });

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your personal link?' });
    expect(dialog.textContent).toContain('the page it opened on your phone');
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));

    expect(await screen.findByText('New link created. The old link no longer works.')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Link for your phone') as HTMLInputElement).value).toBe(links(SECOND).phone_url));
    const code = await screen.findByRole('img', { name: 'QR code of the link to your saved sessions' });
    expect(await scan(code)).toBe(links(SECOND).phone_url);
    expect(network.sentTo('POST /api/user/calendar/rotate')).toHaveLength(1);
  });

  it('says when the link cannot be had', async () => {
    stubFetch({ 'GET /api/user/calendar': { status: 403, body: { detail: 'Not allowed' } } });
    const { user } = renderWithApp(<PhoneCard userId={7} />);
    await user.click(screen.getByRole('button', { name: 'Show the code' }));
    expect(await screen.findByText('Could not load your personal link. Please try again later.')).toBeTruthy();
  });
});
