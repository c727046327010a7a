import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AdminNewsItem } from '../api/news-admin-api';
import { NewsTab } from './news-tab';

const item = (id: number, title: string, published_date: string): AdminNewsItem => ({
  id,
  title,
  content: '<p>Doors open at nine.</p>',
  published_date,
  author: 'Conference Team',
  category: 'announcement',
  featured: false,
  status: 'published',
  translations: {},
  missing_translations: [],
});

const older = item(1, 'Call for papers open', '2031-01-10T09:00:00Z');
const newer = item(2, 'Programme published', '2031-02-10T09:00:00Z');

function setUp(news: AdminNewsItem[]) {
  const network = stubFetch({ 'GET /api/admin/news': { body: news } });
  return { ...renderWithApp(<NewsTab />), network };
}

const articles = () => screen.getAllByTestId('admin-news-item');

describe('News tab', () => {
  it('lists the items newest first, whatever order the server sends', async () => {
    setUp([older, newer]);
    expect(await screen.findByText('2 items, newest first. Dates are Vienna time.')).toBeTruthy();
    expect(articles().map((a) => within(a).getByRole('heading').textContent)).toEqual(['Programme published', 'Call for papers open']);
  });

  it('prompts to add the first item when there is none, and opens the form from there', async () => {
    const { user } = setUp([]);
    await user.click(await screen.findByRole('button', { name: 'Add your first news item' }));
    expect(screen.getByRole('dialog', { name: 'Add News' })).toBeTruthy();
  });

  it('deletes after asking, naming what follows, and says so', async () => {
    const { user, network } = setUp([older, newer]);
    network.answer({ 'DELETE /api/admin/news/1': { status: 204 } });

    await screen.findByText('2 items, newest first. Dates are Vienna time.');
    await user.click(screen.getByRole('button', { name: 'Delete Call for papers open' }));
    const question = screen.getByRole('dialog', { name: 'Delete news item?' });
    expect(question.textContent).toContain("Delete 'Call for papers open'? It will be removed from the website. This cannot be undone.");
    network.answer({ 'GET /api/admin/news': { body: [newer] } });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("'Call for papers open' deleted.")).toBeTruthy();
    expect(network.sentTo('DELETE /api/admin/news/1')).toHaveLength(1);
    expect(await screen.findByText('1 item, newest first. Dates are Vienna time.')).toBeTruthy();
  });

  it('keeps the form open and tells, inside it, why an edit was refused', async () => {
    const { user, network } = setUp([newer]);
    network.answer({ 'PUT /api/admin/news/2': { status: 409, body: { detail: 'The item changed meanwhile' } } });

    await user.click(await screen.findByRole('button', { name: 'Edit Programme published' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit News' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText('Failed to update news: The item changed meanwhile')).toBeTruthy();
    expect(network.sentTo('PUT /api/admin/news/2')[0]!.body).toMatchObject({ title: 'Programme published' });
  });

  it('says an edit was saved and closes the form', async () => {
    const { user, network } = setUp([newer]);
    network.answer({ 'PUT /api/admin/news/2': { body: { ...newer, title: 'Programme is out' } } });

    await user.click(await screen.findByRole('button', { name: 'Edit Programme published' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit News' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Programme is out');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText("'Programme is out' updated.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the required fields in the form with a message each, sends nothing, and drops each message as its field is filled', async () => {
    const { user, network } = setUp([newer]);

    await user.click(await screen.findByRole('button', { name: 'Add News' }));
    const dialog = screen.getByRole('dialog', { name: 'Add News' });
    const author = within(dialog).getByRole('textbox', { name: 'Author' });
    await user.clear(author);
    await user.type(author, '  ');
    await user.clear(within(dialog).getByLabelText('Publish date (Vienna time)', { exact: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Add News' }));

    for (const message of ['Title is required', 'Content is required', 'Publish date is required', 'Author is required']) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    expect(document.activeElement).toBe(title);
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(network.sentTo('POST /api/admin/news')).toHaveLength(0);

    await user.type(title, 'Checked news');
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    await user.click(content);
    await user.paste('Some text.');
    await waitFor(() => expect(within(dialog).queryByText('Content is required')).toBeNull());
    expect(content.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Add News' })).toBe(dialog);
  });
});
