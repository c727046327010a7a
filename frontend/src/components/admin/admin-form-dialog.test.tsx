import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminFormDialog } from './admin-form-dialog';

function setUp(submitOnEnter?: boolean) {
  const onSubmit = vi.fn();
  const view = renderWithApp(
    <AdminFormDialog
      title="Write to speakers"
      titleId="dialog-title"
      saving={false}
      problem={null}
      onDismissProblem={() => undefined}
      onClose={() => undefined}
      onSubmit={onSubmit}
      submitLabel="Send 3 mails"
      submitOnEnter={submitOnEnter}
    >
      <input aria-label="Subject" defaultValue="Your talk" />
    </AdminFormDialog>,
  );
  return { ...view, onSubmit };
}

describe('AdminFormDialog', () => {
  it('saves on Enter in a field, as a form does', async () => {
    const { user, onSubmit } = setUp();
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('does what cannot be taken back only on a click of its button, never on Enter', async () => {
    const { user, onSubmit } = setUp(false);
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send 3 mails' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
