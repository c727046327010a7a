import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, signIn } from '@/test/account';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { BarrierReportForm } from './barrier-report-form';

function setUp(answer: { status: number; body: unknown } = { status: 202, body: { received: true } }, signedIn = false) {
  const network = stubFetch({ 'POST /public/accessibility/report': answer });
  return { ...renderWithApp(<BarrierReportForm />, { prepare: signedIn ? (store) => signIn(store) : undefined }), network };
}

const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

describe('BarrierReportForm', () => {
  it('sends nothing without an address to answer and a description, says what each needs, and focuses the first', async () => {
    const { user, network } = setUp();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Enter the address we can answer you at')).toBeTruthy();
    expect(screen.getByText('Describe the barrier you met')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(network.sent).toHaveLength(0);
  });

  it('sends the report, blank optional fields as null, then says it reached the organisers and empties the form', async () => {
    const { user, network } = setUp();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('reader@example.org');
    await user.click(screen.getByRole('textbox', { name: 'What happened' }));
    await user.paste('The schedule filter cannot be reached by keyboard.');
    const focused = document.activeElement;
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(network.sentTo('POST /public/accessibility/report')).toHaveLength(1));
    expect(network.sent[0]!.body).toEqual({
      email: 'reader@example.org',
      name: null,
      page: null,
      message: 'The schedule filter cannot be reached by keyboard.',
    });
    const sent = await screen.findByTestId('barrier-sent');
    expect(sent.textContent).toContain('reached the organisers');
    // Told politely, where it is (WCAG 4.1.3): a status, the focus left where it was.
    expect(sent.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(focused);
    expect((screen.getByRole('textbox', { name: 'What happened' }) as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's refusal", async () => {
    const { user } = setUp({
      status: 400,
      body: { detail: [{ loc: ['body', 'email'], msg: 'email must be a valid email address', type: 'value_error.email' }] },
    });
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('a@b.co');
    await user.click(screen.getByRole('textbox', { name: 'What happened' }));
    await user.paste('x');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    const refused = await screen.findByTestId('barrier-error');
    expect(refused.textContent).toContain('email must be a valid email address');
    expect(refused.getAttribute('role')).toBe('alert');
  });

  it('asks a signed-in person again for neither their address nor their name (WCAG 3.3.7), and sends what they change', async () => {
    const { user, network } = setUp(undefined, true);
    expect([value('Email'), value('Name')]).toEqual([ACCOUNT.email, ACCOUNT.full_name]);

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('Ada E.');
    await user.click(screen.getByRole('textbox', { name: 'What happened' }));
    await user.paste('A button has no name.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(network.sentTo('POST /public/accessibility/report')).toHaveLength(1));
    expect(network.sent[0]!.body).toMatchObject({ email: ACCOUNT.email, name: 'Ada E.' });
    // The form empties for the next report, and still knows who is writing.
    await screen.findByTestId('barrier-sent');
    expect([value('Email'), value('Name'), value('What happened')]).toEqual([ACCOUNT.email, ACCOUNT.full_name, '']);
  });

  it('fills in the account once the session check ends after the form shows, without overwriting what was typed', async () => {
    const { user, store } = setUp();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('other@example.org');

    act(() => signIn(store));

    expect([value('Email'), value('Name')]).toEqual(['other@example.org', ACCOUNT.full_name]);
  });
});
