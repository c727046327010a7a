import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT, signIn } from '@/test/account';
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

/** A valid proposal, by the label of each text field. */
const VALID = {
  Title: '  Forms in 24 languages  ',
  Abstract: ABSTRACT,
  'Full Name': 'Ada Example',
  Position: 'Head of Language Technology',
  Organization: 'Example Agency',
  Email: 'ada@example.org',
  'Short Bio': BIO,
};
type Label = keyof typeof VALID;

const textbox = (name: Label) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function fillIn(user: ReturnType<typeof setUp>['user']) {
  await enter(user, 'Title', VALID.Title);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Presentation Type' }), 'Technology Application');
  for (const label of ['Abstract', 'Full Name', 'Position', 'Organization', 'Email', 'Short Bio'] as const) await enter(user, label, VALID[label]);
  await user.selectOptions(screen.getByRole('combobox', { name: 'May your talk be recorded and published?' }), 'No, do not record it');
}

describe('ProposalForm (the call for speakers)', () => {
  it('sends nothing while fields are missing, says what each needs and focuses the first', async () => {
    const { user, network, onSubmitted } = setUp();

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    for (const message of [
      'Title is required',
      'Select a presentation type',
      'Abstract is required',
      'Name is required',
      'Position is required',
      'Organization is required',
      'Email is required',
      'Bio is required',
      'Say whether your talk may be recorded',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(textbox('Title'));
    expect(textbox('Title').getAttribute('aria-invalid')).toBe('true');
    expect(network.sentTo('POST /cfp/submit')).toHaveLength(0);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('judges a field again when it loses the focus once the form was submitted', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Abc');
    await user.tab();
    expect(screen.queryByText('Title is required')).toBeNull();
    expect(screen.getByText('Title must be between 5 and 200 characters')).toBeTruthy();

    await user.type(title, 'def');
    await user.tab();
    expect(screen.queryByText('Title must be between 5 and 200 characters')).toBeNull();
    // The hint is back in the error's place.
    expect(screen.getByText('Must be between 5 and 200 characters')).toBeTruthy();
  });

  it.each<{ what: string; label: Label; bad: string; message: string }>([
    { what: 'a title of 4 characters', label: 'Title', bad: 'abcd', message: 'Title must be between 5 and 200 characters' },
    { what: 'a title of 201 characters', label: 'Title', bad: 't'.repeat(201), message: 'Title must be between 5 and 200 characters' },
    { what: 'an abstract of 99 characters', label: 'Abstract', bad: 'a'.repeat(99), message: 'Abstract must be between 100 and 5000 characters' },
    { what: 'an abstract of 5001 characters', label: 'Abstract', bad: 'a'.repeat(5001), message: 'Abstract must be between 100 and 5000 characters' },
    { what: 'a name of 1 character', label: 'Full Name', bad: 'A', message: 'Name must be between 2 and 100 characters' },
    { what: 'a name of 101 characters', label: 'Full Name', bad: 'n'.repeat(101), message: 'Name must be between 2 and 100 characters' },
    { what: 'a position of 1 character', label: 'Position', bad: 'X', message: 'Position must be between 2 and 100 characters' },
    { what: 'a position of 101 characters', label: 'Position', bad: 'p'.repeat(101), message: 'Position must be between 2 and 100 characters' },
    { what: 'a bio of 49 characters', label: 'Short Bio', bad: 'b'.repeat(49), message: 'Bio must be between 50 and 1000 characters' },
    { what: 'a bio of 1001 characters', label: 'Short Bio', bad: 'b'.repeat(1001), message: 'Bio must be between 50 and 1000 characters' },
    { what: 'an address without @', label: 'Email', bad: 'not-an-email', message: 'Enter a valid email address' },
    { what: 'an organization of only spaces', label: 'Organization', bad: '   ', message: 'Organization is required' },
  ])('refuses $what: says why, focuses the field, sends nothing, and drops the message once it is corrected', async ({ label, bad, message }) => {
    const { user, network } = setUp();
    await fillIn(user);
    await user.clear(textbox(label));
    await user.paste(bad);

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(textbox(label));
    expect(network.sentTo('POST /cfp/submit')).toHaveLength(0);

    await user.clear(textbox(label));
    await user.paste(VALID[label]);
    await user.tab();
    expect(screen.queryByText(message)).toBeNull();
  });

  it('refuses an address that is not one', async () => {
    const { user, network } = setUp();
    await fillIn(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('ada@example');

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(network.sentTo('POST /cfp/submit')).toHaveLength(0);
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
        // The recording question (issue 47) is answered as a yes or no.
        recording_consent: false,
      },
    ]);
  });

  it("says it is submitting while the server decides, then shows the server's reasons, one per line, and keeps what was typed", async () => {
    const { user, network, onSubmitted } = setUp();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    network.answer({
      'POST /cfp/submit': async () => {
        await answered;
        return {
          status: 400,
          body: {
            detail: [
              { loc: ['body', 'title'], msg: 'Title is already taken', type: 'value_error' },
              { loc: ['body', 'email'], msg: 'Email is blocked', type: 'value_error' },
            ],
          },
        };
      },
    });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));

    expect((await screen.findByRole('button', { name: 'Submitting...' })).hasAttribute('disabled')).toBe(true);
    answer();
    const banner = await screen.findByTestId('proposal-error');
    expect(banner.textContent).toBe('Title is already taken\nEmail is blocked');
    expect(screen.getByRole('button', { name: 'Submit Proposal' }).hasAttribute('disabled')).toBe(false);
    expect(onSubmitted).not.toHaveBeenCalled();
    for (const label of Object.keys(VALID) as Label[]) expect(textbox(label).value).toBe(VALID[label]);
    expect((screen.getByRole('combobox', { name: 'Presentation Type' }) as HTMLSelectElement).value).toBe('technology_application');
  });

  it("shows the server's reason when it is text, and the generic message for any other failure", async () => {
    const { user, network, onSubmitted } = setUp();
    network.answer({ 'POST /cfp/submit': { status: 403, body: { detail: 'The call for speakers is closed.' } } });
    await fillIn(user);

    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    await waitFor(() => expect(screen.getByTestId('proposal-error').textContent).toBe('The call for speakers is closed.'));

    network.answer({ 'POST /cfp/submit': { status: 500, body: { error: 'boom' } } });
    await user.click(screen.getByRole('button', { name: 'Submit Proposal' }));
    await waitFor(() => expect(screen.getByTestId('proposal-error').textContent).toBe('An error occurred while submitting your proposal.'));
    expect(network.sentTo('POST /cfp/submit')).toHaveLength(2);
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(textbox('Title').value).toBe(VALID.Title);
  });

  it('asks a signed-in person for neither their name nor their address again (WCAG 3.3.7): both come from the account', () => {
    stubFetch();
    renderWithApp(<ProposalForm onSubmitted={vi.fn()} />, { prepare: (store) => signIn(store) });
    expect([textbox('Full Name').value, textbox('Email').value]).toEqual([ACCOUNT.full_name, ACCOUNT.email]);
    expect(textbox('Position').value).toBe('');
  });
});
