import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { newRow, nextRow, type RangeRow } from '../lib/availability-form';
import { AvailabilityDay } from './availability-day';

const DAY = '2034-03-09';
const DAY_NAME = 'Thursday, March 9, 2034';

/** The day as the section holds it: its rows in state, changed by the day's own buttons. */
function Day({ initial }: { initial: RangeRow[] }) {
  const [rows, setRows] = useState(initial);
  return <AvailabilityDay day={DAY} rows={rows} errors={new Map()} anyTimes onChange={setRows} onAdd={() => setRows([...rows, nextRow(rows)])} />;
}

describe('Where the focus goes when a range is removed (WCAG 2.4.3)', () => {
  it("on the next range's From, and on the day's Add time once none follows", async () => {
    const { user } = renderWithApp(<Day initial={[newRow(9 * 60, 10 * 60), newRow(12 * 60, 13 * 60)]} />);

    screen.getByRole('button', { name: `Remove 9:00 AM - 10:00 AM on ${DAY_NAME}` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: `Remove 9:00 AM - 10:00 AM on ${DAY_NAME}` })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'From' }));
    expect((document.activeElement as HTMLSelectElement).value).toBe(String(12 * 60));

    screen.getByRole('button', { name: `Remove 12:00 PM - 1:00 PM on ${DAY_NAME}` }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Time 1' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Add time on ${DAY_NAME}` }));
  });
});

describe('Where the focus goes when a range is added', () => {
  it("on the new range's From", async () => {
    const { user } = renderWithApp(<Day initial={[newRow(9 * 60, 10 * 60)]} />);

    screen.getByRole('button', { name: `Add time on ${DAY_NAME}` }).focus();
    await user.keyboard('{Enter}');
    const added = await screen.findByRole('group', { name: 'Time 2' });
    await waitFor(() => expect(added.contains(document.activeElement)).toBe(true));
    expect(document.activeElement).toHaveProperty('id', expect.stringMatching(/^availability-from-/));
  });
});
