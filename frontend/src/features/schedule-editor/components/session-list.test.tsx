import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { session } from '../model/session.fixture';
import { SessionList } from './session-list';

/** 300 sessions of a day, six at a time (one per room) every quarter of an hour from 08:00. */
const sessions = Array.from({ length: 300 }, (_, i) => {
  const minutes = 8 * 60 + Math.floor(i / 6) * 15;
  const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return session(clock(minutes), clock(minutes + 15), `Room ${(i % 6) + 1}`, { id: 1000 + i, title: `Talk ${i + 1}` });
});

function setUp() {
  const handlers = { onOpen: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  const view = renderWithApp(<SessionList sessions={sessions} {...handlers} />);
  return { ...view, ...handlers, table: screen.getByRole('table') };
}

describe('The schedule editor’s list view', () => {
  it('tells assistive technology how many rows it has and where each rendered one is', () => {
    const { table } = setUp();
    expect(screen.getByRole('status').textContent).toContain('300 of 300 sessions');
    // The heading row and one per session, whether or not it is rendered.
    expect(table.getAttribute('aria-rowcount')).toBe('301');
    const rows = within(table).getAllByRole('row');
    expect(rows[0].getAttribute('aria-rowindex')).toBe('1');
    expect(within(rows[1]).getByRole('rowheader').textContent).toContain('Talk 1');
    expect(rows[1].getAttribute('aria-rowindex')).toBe('2');
  });

  it('renders the rows near the window, not all 300', () => {
    const { table } = setUp();
    const rendered = within(table).getAllByTestId('session-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(300);
  });

  it('finds a session far down the list by the filter, and its buttons act on it', async () => {
    const { table, user, onEdit } = setUp();
    await user.type(screen.getByLabelText('Filter by title, speaker or room'), 'Talk 287');
    expect(await within(table).findAllByTestId('session-row')).toHaveLength(1);
    expect(table.getAttribute('aria-rowcount')).toBe('2');
    expect(screen.getByRole('status').textContent).toContain('1 of 300 sessions');
    await user.click(within(table).getByRole('button', { name: 'Edit Talk 287' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 1286 }));
  });
});
