import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import { sessionRefreshed } from '@/lib/session';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { User } from '@/types/api';
import { UsersTab } from './users-tab';

const account = (id: number, full_name: string, email: string, role: AdminUser['role']): AdminUser => ({
  ...{ id, name: full_name, full_name, email, status: 'active', role, is_speaker: role === 'speaker', is_admin: role === 'admin' },
  ...{ is_reviewer: false, organization: '', payment_status: 'pending', has_password: true, created_at: '2025-01-10T09:00:00Z' },
});

const chief = account(1, 'Chief Organiser', 'admin@conference.example', 'admin');
const taken = account(2, 'Taken Address', 'taken@test.example', 'user');
const wants = account(3, 'Wants Address', 'wants@test.example', 'user');

// The signed-in admin: the first row.
const me: User = {
  ...{ id: 1, full_name: 'Chief Organiser', email: 'admin@conference.example', is_active: true, is_speaker: false, is_admin: true, is_reviewer: false },
  ...{ payment_status: 'pending', role: 'admin', email_verified: true, pending_email: null, language: 'en' },
};

async function setUp() {
  const network = stubFetch({ 'GET /api/admin/users': { body: [chief, taken, wants] } });
  const view = renderWithApp(<UsersTab />);
  view.store.dispatch(sessionRefreshed({ user: me, access_token: 'token' }));
  await screen.findByRole('tab', { name: 'Users (3)' });
  return { ...view, network };
}

const row = (email: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(email))!;
const field = (dialog: HTMLElement, name: string) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;

describe('Users tab: what an admin may not do', () => {
  it("offers no Delete on the admin's own row, and keeps their role and status out of reach", async () => {
    const { user } = await setUp();
    const own = row('admin@conference.example');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(within(row('wants@test.example')).getByRole('button', { name: 'Delete Wants Address' })).toBeTruthy();

    await user.click(within(own).getByRole('button', { name: 'Edit Chief Organiser' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('combobox', { name: 'Status' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('note').textContent).toBe('You cannot remove your own administrator access: role and status stay as they are.');
  });

  it("shows the server's refusal of an own edit in the dialog, which keeps what was typed; the row stays Admin", async () => {
    const { user, network } = await setUp();
    network.answer({ 'PUT /api/admin/users/1': { status: 409, body: { detail: 'You cannot remove your own administrator access' } } });

    await user.click(within(row('admin@conference.example')).getByRole('button', { name: 'Edit Chief Organiser' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await user.type(field(dialog, 'Full name'), ' X');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update user: You cannot remove your own administrator access');
    expect(field(dialog, 'Full name').value).toBe('Chief Organiser X');
    // Only the name was sent: the form never asks to change the own role.
    expect(network.sentTo('PUT /api/admin/users/1').map((call) => call.body)).toEqual([{ full_name: 'Chief Organiser X' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row('admin@conference.example')).getByTestId('user-role').textContent).toBe('Admin');
  });

  it("shows the server's refusal of an e-mail address another account has, keeping it in the field", async () => {
    const { user, network } = await setUp();
    network.answer({ 'PUT /api/admin/users/3': { status: 409, body: { detail: 'This email address is already used by another account' } } });

    await user.click(within(row('wants@test.example')).getByRole('button', { name: 'Edit Wants Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User' });
    await user.clear(field(dialog, 'Email'));
    await user.paste('taken@test.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update user: This email address is already used by another account');
    expect(field(dialog, 'Email').value).toBe('taken@test.example');
    expect(network.sentTo('PUT /api/admin/users/3').map((call) => call.body)).toEqual([{ email: 'taken@test.example' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('wants@test.example')).toBeTruthy();
  });

  it("hands the focus on to the next row's Delete once a user deleted by keyboard has left the list (issue 49)", async () => {
    const { user, network } = await setUp();
    network.answer({
      'DELETE /api/admin/users/2': { body: { message: 'deleted' } },
      'GET /api/admin/users': () => ({ body: network.sentTo('DELETE /api/admin/users/2').length ? [chief, wants] : [chief, taken, wants] }),
    });

    within(row('taken@test.example')).getByRole('button', { name: 'Delete Taken Address' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete user?' });
    within(dialog).getByRole('button', { name: 'Delete' }).focus();
    await user.keyboard('{Enter}');

    await screen.findByText('User Taken Address deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(row('wants@test.example')).getByRole('button', { name: 'Delete Wants Address' })));
  });
});
