import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { AdminUser } from '@/lib/admin/users-admin-api';
import type { SessionFormValues } from '../../model/session-form-values';
import { HostPicker } from './host-picker';

type Host = SessionFormValues['host'];

function account(id: number, full_name: string, email: string, status: AdminUser['status'] = 'active'): AdminUser {
  return {
    id,
    name: full_name,
    full_name,
    email,
    status,
    role: 'user',
    is_speaker: false,
    is_admin: false,
    is_reviewer: false,
    organization: '',
    payment_status: 'pending',
    has_password: true,
    created_at: '2031-01-01T00:00:00.000Z',
  };
}

/** The field as the form holds it: the chosen host kept in state, every change reported. */
function Field({ initial, onChange }: { initial: Host; onChange: (host: Host) => void }) {
  const [host, setHost] = useState(initial);
  return (
    <HostPicker
      value={host}
      onChange={(next) => {
        setHost(next);
        onChange(next);
      }}
    />
  );
}

describe("The session form's host field (issue 47)", () => {
  it('finds active accounts by name or e-mail on the server, chooses one and clears it', async () => {
    const network = stubFetch({
      'GET /api/admin/users': {
        body: [account(4, 'Grace Hopper', 'grace@example.org'), account(5, 'Grace Former', 'former@example.org', 'inactive')],
      },
    });
    const onChange = vi.fn();
    const { user } = renderWithApp(<Field initial={null} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Host' });

    await user.type(field, 'g');
    expect(await screen.findByText('Type at least two letters of a name or e-mail address')).toBeTruthy();
    await user.type(field, 'ra');
    // The search waits for a pause in typing, then asks the server: more than findBy's default second on a busy machine.
    const option = await screen.findByRole('option', { name: /Grace Hopper/ }, { timeout: 5000 });
    expect(option.textContent).toContain('grace@example.org');
    // An inactive account cannot host (the server refuses it).
    expect(screen.queryByRole('option', { name: /Grace Former/ })).toBeNull();
    // Asked once typing paused, never for one letter (a slow machine may also have asked for 'gr' on the way).
    const asked = () => network.sentTo('GET /api/admin/users').map((call) => call.path);
    await waitFor(() => expect(asked().at(-1)).toBe('/api/admin/users?search=gra'));
    expect(asked().every((path) => ['/api/admin/users?search=gr', '/api/admin/users?search=gra'].includes(path))).toBe(true);

    await user.click(option);
    expect(onChange).toHaveBeenLastCalledWith({ id: 4, name: 'Grace Hopper', email: 'grace@example.org' });
    expect((field as HTMLInputElement).value).toBe('Grace Hopper');
    expect(screen.getByText('grace@example.org moderates the questions and may mark the room running late.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('shows the saved host when the form opens, without asking the server', () => {
    const network = stubFetch({});
    renderWithApp(<Field initial={{ id: 7, name: 'Ada Lovelace', email: 'ada@example.org' }} onChange={vi.fn()} />);
    expect((screen.getByRole('combobox', { name: 'Host' }) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect(network.sent).toHaveLength(0);
  });
});
