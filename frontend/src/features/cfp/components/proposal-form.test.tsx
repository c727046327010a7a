import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import { ProposalForm } from './proposal-form';

const receipt: Answer<'/cfp/submit', 'post'> = { id: 41, status: 'pending' };

const ABSTRACT = 'How a public administration translates its forms into 24 languages with a human in the loop. '.repeat(2);
const BIO = 'Leads the language technology team of a national agency since 2019.';

function setUp() {
  const network = stubFetch({ 'POST /cfp/submit': { status: 201, body: receipt } });
  const onSubmitted = vi.fn();
  const view = renderWithApp(<ProposalForm onSubmitted={onSubmitted} />);
  return { ...view, network, onSubmitted };
}

/** Pastes into a field: typing hundreds of characters key by key only makes the test slow. */
async function enter(user: ReturnType<typeof setUp>['user'], name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillIn(user: ReturnType<typeof setUp>['user']) {
  await enter(user, 'Title', '  Forms in 24 languages  ');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Presentation Type' }), 'Technology Application');
  await enter(user, 'Abstract', ABSTRACT);
  await enter(user, 'Full Name', 'Ada Example');
  await enter(user, 'Position', 'Head of Language Technology');
  await enter(user, 'Organization', 'Example Agency');
  await enter(user, 'Email', 'ada@example.org');
  await enter(user, 'Short Bio', BIO);
}

describe('ProposalForm (the call for speakers)', () => {
  it('sends nothing while fields are missing, says what each needs and focuses the first', async () => {
    const { user, network, onSubmitted } = setUp();

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Select a presentation type')).toBeTruthy();
    expect(screen.getByText('Abstract is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(network.sent).toHaveLength(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('judges a field again when it loses the focus once the form was submitted', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Abc');
    await user.tab();
    expect(screen.getByText('Title must be between 5 and 200 characters')).toBeTruthy();

    await user.type(title, 'def');
    await user.tab();
    expect(screen.queryByText('Title must be between 5 and 200 characters')).toBeNull();
    // The hint is back in the error's place.
    expect(screen.getByText('Must be between 5 and 200 characters')).toBeTruthy();
  });

  it('refuses an address that is not one', async () => {
    const { user, network } = setUp();
    await fillIn(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('ada@example');

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(network.sent).toHaveLength(0);
  });

  it('counts the characters of the abstract as the user types', async () => {
    const { user } = setUp();
    await user.type(screen.getByRole('textbox', { name: 'Abstract' }), 'Twelve chars');
    expect(screen.getByText('12 / 5000 characters')).toBeTruthy();
  });

  it('sends the proposal trimmed and reports it sent', async () => {
    const { user, network, onSubmitted } = setUp();
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    expect(network.sentTo('POST /cfp/submit').map((call) => call.body)).toEqual([
      {
        title: 'Forms in 24 languages',
        presentation_type: 'technology_application',
        abstract: ABSTRACT.trim(),
        speaker_name: 'Ada Example',
        speaker_position: 'Head of Language Technology',
        organization: 'Example Agency',
        email: 'ada@example.org',
        speaker_bio: BIO,
      },
    ]);
  });

  it("shows the server's reasons, one per line, and keeps what was typed", async () => {
    const { user, network, onSubmitted } = setUp();
    network.answer({
      'POST /cfp/submit': {
        status: 400,
        body: {
          detail: [
            { loc: ['body', 'title'], msg: 'Title is already taken', type: 'value_error' },
            { loc: ['body', 'email'], msg: 'Email is blocked', type: 'value_error' },
          ],
        },
      },
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    const banner = await screen.findByTestId('proposal-error');
    expect(banner.textContent).toBe('Title is already taken\nEmail is blocked');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('  Forms in 24 languages  ');
  });
});
