import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { useAdminNotice } from './admin-notice';

function Tab() {
  const notice = useAdminNotice();
  return (
    <>
      <button type="button" onClick={() => notice.succeed("Sponsor 'Harbor Labs' updated.")}>
        Save
      </button>
      <button type="button" onClick={() => notice.fail('Failed to update sponsor', { status: 503, data: { detail: 'Database unavailable' } })}>
        Save badly
      </button>
      {notice.element}
    </>
  );
}

describe('the console notice (WCAG 4.1.3)', () => {
  afterEach(() => vi.useRealTimers());

  it('puts a success into a polite live region that was already in the page, not an alert, and takes it away after 4 s', async () => {
    vi.useFakeTimers();
    renderWithApp(<Tab />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');

    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.click(save);
    expect(screen.getByRole('status')).toBe(region);
    expect(region.textContent).toBe("Sponsor 'Harbor Labs' updated.");
    expect(screen.queryByRole('alert')).toBeNull();
    // The focus stays where the organiser was.
    expect(document.activeElement).toBe(save);

    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(region.textContent).toBe("Sponsor 'Harbor Labs' updated.");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(region.textContent).toBe('');
  });

  it('stays while the pointer is on it, goes 4 s after the pointer leaves, and its close button takes it away at once', async () => {
    vi.useFakeTimers();
    renderWithApp(<Tab />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const region = screen.getByRole('status');
    fireEvent.mouseEnter(region);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(region.textContent).toBe("Sponsor 'Harbor Labs' updated.");
    fireEvent.mouseLeave(region);
    await act(() => vi.advanceTimersByTimeAsync(4100));
    expect(region.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(region.textContent).toBe('');
  });

  it('tells a failure as an alert, in the server’s words, that stays until dismissed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithApp(<Tab />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Save badly' }));
    expect(screen.getByRole('alert').textContent).toBe('Failed to update sponsor: Database unavailable');
    expect(screen.getByRole('status').textContent).toBe('');
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert').textContent).toBe('Failed to update sponsor: Database unavailable');
  });
});
