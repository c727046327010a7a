import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT, signIn } from '@/test/account';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import type { Answer } from '@/lib/api-routes';
import type { SponsorshipPackages } from '../sponsorship-packages';
import { SponsorshipForm } from './sponsorship-form';

const pkg = (tier: 'gold' | 'silver' | 'bronze', name: string, full_price: number) => ({
  ...{ tier, name, full_price, member_regular: null, member_premium: null },
  ...{ passes: 1, discount_codes: 1, speaker_slot: 'A slot', social_blasts: 1 },
});
// The organisers offer two packages this year, silver first.
const packages: SponsorshipPackages = { discount_percent: 40, packages: [pkg('silver', 'Silver', 5300), pkg('gold', 'Gold', 6500)] };

const received: Answer<'/public/sponsorship/apply', 'post'> = { id: 12 };

function setUp() {
  const network = stubFetch({ 'POST /public/sponsorship/apply': { status: 201, body: received } });
  return { ...renderWithApp(<SponsorshipForm packages={packages} currency="CHF" />), network };
}

type User = ReturnType<typeof setUp>['user'];

async function enter(user: User, name: string, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillInRequired(user: User) {
  await enter(user, 'Company Name', ' Lingua Ltd ');
  await enter(user, 'Contact Person', 'Grace Example');
  await enter(user, 'Email', 'grace@lingua.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+43 1 234');
}

describe('SponsorshipForm', () => {
  it("offers the packages on offer, with their prices in the packages' currency, the first chosen", async () => {
    setUp();
    const select = screen.getByRole('combobox', { name: 'Sponsorship Package' });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual(['Silver (CHF 5,300)', 'Gold (CHF 6,500)']);
    expect((select as HTMLSelectElement).value).toBe('silver');
  });

  it('sends nothing while required fields are missing and says what each needs', async () => {
    const { user, network } = setUp();

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(screen.getByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Contact person is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Company Name' }));
    expect(network.sent).toHaveLength(0);
  });

  it('refuses an email address that is not one', async () => {
    const { user, network } = setUp();
    await fillInRequired(user);
    await user.clear(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('grace@');

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
    expect(network.sent).toHaveLength(0);
  });

  it.each(['not a website', 'not a url', 'http://', 'example'])(
    'refuses the website %j, focuses it, and drops the message for a bare address with a path',
    async (bad) => {
      const { user, network } = setUp();
      await fillInRequired(user);
      await enter(user, 'Website', bad);

      await user.click(screen.getByRole('button', { name: 'Submit Application' }));

      expect(screen.getByText('Enter a valid website address, e.g. https://example.com')).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Website' }));
      expect(network.sent).toHaveLength(0);

      await user.clear(screen.getByRole('textbox', { name: 'Website' }));
      await user.paste('lexicon.example.com/about');
      await user.tab();
      expect(screen.queryByText('Enter a valid website address, e.g. https://example.com')).toBeNull();
    },
  );

  it('shows the membership type only to a member, and ticking the box again starts from no choice', async () => {
    const { user } = setUp();
    const member = screen.getByRole('checkbox', { name: 'We are a member of the LT-Innovate association' });
    expect(screen.queryByRole('combobox', { name: 'Membership Type' })).toBeNull();

    await user.click(member);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Membership Type' }), 'Premium');
    await user.click(member);
    expect(screen.queryByRole('combobox', { name: 'Membership Type' })).toBeNull();
    await user.click(member);

    expect((screen.getByRole('combobox', { name: 'Membership Type' }) as HTMLSelectElement).value).toBe('');
  });

  it('asks a member for the membership type, and a non-member never sends one', async () => {
    const { user, network } = setUp();
    await fillInRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'We are a member of the LT-Innovate association' }));

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Select your membership type')).toBeTruthy();
    expect(network.sent).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Membership Type' }), 'Premium');
    await user.click(screen.getByRole('checkbox', { name: 'We are a member of the LT-Innovate association' }));
    expect(screen.queryByRole('combobox', { name: 'Membership Type' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(network.sentTo('POST /public/sponsorship/apply')).toHaveLength(1));
    expect(network.sent[0]!.body).toMatchObject({ is_lt_innovate_member: false, member_type: '' });
  });

  it('sends the application trimmed, without empty optional fields, thanks and empties the form', async () => {
    const { user, network } = setUp();
    await fillInRequired(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sponsorship Package' }), screen.getByRole('option', { name: /^Gold/ }));
    await user.click(screen.getByRole('checkbox', { name: 'We are a member of the LT-Innovate association' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Membership Type' }), 'Regular');

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect((await screen.findByTestId('sponsorship-success')).textContent).toBe(
      'Thank you for your application! Our team will review it and get back to you soon.',
    );
    expect(network.sentTo('POST /public/sponsorship/apply').map((call) => call.body)).toEqual([
      {
        company_name: 'Lingua Ltd',
        contact_name: 'Grace Example',
        email: 'grace@lingua.example',
        phone: '+43 1 234',
        tier: 'gold',
        is_lt_innovate_member: true,
        member_type: 'regular',
      },
    ]);
    expect((screen.getByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's reason when it refuses", async () => {
    const { user, network } = setUp();
    network.answer({ 'POST /public/sponsorship/apply': { status: 403, body: { detail: 'Sponsorship applications are closed' } } });
    await fillInRequired(user);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect((await screen.findByTestId('sponsorship-error')).textContent).toBe('Sponsorship applications are closed');
    expect((screen.getByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe(' Lingua Ltd ');
  });

  it('shows the generic message when the server gives no reason, and keeps what was typed', async () => {
    const { user, network } = setUp();
    network.answer({ 'POST /public/sponsorship/apply': { status: 500, body: {} } });
    await fillInRequired(user);

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect((await screen.findByTestId('sponsorship-error')).textContent).toBe('An error occurred while submitting your application.');
    expect(screen.queryByTestId('sponsorship-success')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Company Name' }) as HTMLInputElement).value).toBe(' Lingua Ltd ');
  });

  it('asks a signed-in person for neither their name nor their address again (WCAG 3.3.7): both come from the account', () => {
    stubFetch();
    renderWithApp(<SponsorshipForm packages={packages} currency="CHF" />, { prepare: (store) => signIn(store) });
    const value = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
    expect([value('Contact Person'), value('Email'), value('Company Name')]).toEqual([ACCOUNT.full_name, ACCOUNT.email, '']);
  });
});
