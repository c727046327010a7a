import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AdminNewsItem, NewsPushPreview } from '../api/news-admin-api';
import { NewsTab } from './news-tab';

const item = (id: number, title: string, overrides: Partial<AdminNewsItem> = {}): AdminNewsItem => ({
  id,
  title,
  content: '<p>The keynote moves to Hall A.</p>',
  published_date: '2025-02-10T09:00:00Z',
  author: 'Conference Team',
  category: 'announcement',
  featured: false,
  status: 'published',
  translations: { de: { title: 'Keynote zieht um', content: '<p>Die Keynote ist jetzt in Saal A.</p>' } },
  missing_translations: [],
  ...overrides,
});

const published = item(2, 'Keynote moves');
const draft = item(3, 'Draft news', { status: 'draft' });
const scheduled = item(4, 'Coming later', { published_date: '2099-01-01T09:00:00Z' });

const preview = (devices: number, told = 0): NewsPushPreview => ({
  devices,
  already_told: told,
  previews: [
    { language: 'en', title: 'Keynote moves', body: 'The keynote moves to Hall A.', url: '/news/2', tag: 'news-2', devices: Math.ceil(devices / 2) },
    { language: 'de', title: 'Keynote zieht um', body: 'Die Keynote ist jetzt in Saal A.', url: '/de/news/2', tag: 'news-2', devices: Math.floor(devices / 2) },
  ],
});

function setUp(push: NewsPushPreview) {
  const network = stubFetch({ 'GET /api/admin/news': { body: [published, draft, scheduled] }, 'GET /api/admin/news/2/push': { body: push } });
  return { ...renderWithApp(<NewsTab />), network };
}

async function openDialog(user: ReturnType<typeof setUp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Send Keynote moves as push' }));
  return screen.getByRole('dialog', { name: 'Send as push notification' });
}

describe('Sending a news item as a push', () => {
  it('is offered only for items on the website, not for a draft or one scheduled for later', async () => {
    setUp(preview(3));
    expect(await screen.findByRole('button', { name: 'Send Keynote moves as push' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send Draft news as push' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Coming later as push' })).toBeNull();
  });

  it('shows how the notification reads in each language and how many devices it goes to, sends it and says to how many', async () => {
    const { user, network } = setUp(preview(4, 1));
    network.answer({ 'POST /api/admin/news/2/push': { status: 202, body: { devices: 4 } } });
    const dialog = await openDialog(user);

    const notifications = await within(dialog).findByRole('list', { name: 'How the notification reads' });
    const [english, german] = within(notifications).getAllByRole('listitem');
    expect(english!.textContent).toContain('English · 2 devices');
    expect(english!.textContent).toContain('The keynote moves to Hall A.');
    expect(english!.textContent).toContain('Opens /news/2');
    expect(german!.textContent).toContain('German · 2 devices');
    expect(german!.textContent).toContain('Keynote zieht um');
    expect(german!.textContent).toContain('Opens /de/news/2');
    expect(within(dialog).getByRole('status').textContent).toBe('Goes to 4 devices. 1 device has had it already and is not told again.');
    expect(network.sentTo('POST /api/admin/news/2/push')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Sent to 4 devices.')).toBeTruthy();
    expect(network.sentTo('POST /api/admin/news/2/push')).toHaveLength(1);
    expect(within(dialog).queryByRole('button', { name: 'Send' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when no device would get it, and does not let it be sent', async () => {
    const { user, network } = setUp(preview(0, 3));
    const dialog = await openDialog(user);
    expect((await within(dialog).findByRole('status')).textContent).toBe('Every device that asked for announcements has had it already.');
    expect(within(dialog).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(network.sentTo('POST /api/admin/news/2/push')).toHaveLength(0);
  });

  it("keeps the dialog open and tells the server's reason when the send is refused", async () => {
    const { user, network } = setUp(preview(2));
    network.answer({ 'POST /api/admin/news/2/push': { status: 409, body: { detail: 'Publish the news item before sending it as a push' } } });
    const dialog = await openDialog(user);
    await within(dialog).findByRole('status');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Failed to send the push notification: Publish the news item before sending it as a push')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});
