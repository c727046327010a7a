import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

function setUp(busy = false) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const view = renderWithApp(
    <ConfirmDeleteDialog
      what="news item"
      name="Early bird tickets"
      consequence="It disappears from the news page."
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
  );
  return { ...view, onCancel, onConfirm };
}

describe('ConfirmDeleteDialog', () => {
  it('names what is deleted and what follows, with Cancel focused so Enter deletes nothing', async () => {
    const { user, onCancel, onConfirm } = setUp();

    const dialog = screen.getByRole('dialog', { name: 'Delete news item?' });
    expect(dialog.textContent).toContain('Delete Early bird tickets? It disappears from the news page. This cannot be undone.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));

    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes only on Delete', async () => {
    const { user, onCancel, onConfirm } = setUp();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('takes no second click while the deletion runs, nor Escape', async () => {
    const { user, onCancel } = setUp(true);
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
