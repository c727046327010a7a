// WCAG 4.1.3: the console's "saved" is a polite status and a failure an alert; neither moves the focus.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { useAdminNotice } from './admin-notice';

function Saving() {
  const notice = useAdminNotice();
  return (
    <>
      <button onClick={() => notice.succeed('Session saved.')}>Save</button>
      <button onClick={() => notice.fail('Save session', new Error('offline'))}>Fail</button>
      {notice.element}
    </>
  );
}

describe('useAdminNotice', () => {
  it('tells a success as a status and a failure as an alert, the focus staying on the button pressed', async () => {
    // Every failure is logged too; not this test's subject.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithApp(<Saving />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('Session saved.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Save session');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fail' }));
    warn.mockRestore();
  });
});
