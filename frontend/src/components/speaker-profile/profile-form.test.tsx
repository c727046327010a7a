// The one speaker profile form in both places that use it: the same rules as a user meets them (a name, the server's
// limits, LinkedIn as the endpoint takes it), each place with its own labels, sending to its own endpoint.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { stubFetch } from '@/test/fetch-stub';
import { renderWithApp } from '@/test/render';
import { requestLimits } from '@/types/request-limits';
import type { SpeakerProfile } from '@/features/speaker/api/types';
import { ProfileSection } from '@/features/speaker/components/profile-section';
import { SpeakerFormDialog } from '@/features/speaker-profiles/components/speaker-form-dialog';
import { PROFILE_FIELD_RULES } from './profile-form';

const ada = { name: 'Ada Lovelace', title: 'Terminologist', company: 'Plenary Tech', bio_short: null, bio: null, linkedin_url: null };

const adminAda: AdminSpeaker = {
  ...ada,
  id: 7,
  image: null,
  image_url: null,
  talk_title: null,
  talk_abstract: null,
  display_on_public: true,
  user_id: null,
  email: null,
  recording_consent: null,
  translations: {},
  missing_translations: [],
};

const ownAda: SpeakerProfile = { ...ada, speaker_id: 7, image_url: null, display_on_public: true, recording_consent: null };

interface Place {
  place: string;
  /** The labels of the texts every place has. */
  labels: { name: string; title: string; company: string; bio: string; linkedin: string };
  /** The one-line texts and their limits; the long ones only say theirs (10,000 characters). */
  limits: [label: string, limit: number][];
  longTexts: string[];
  hints: string[];
  linkedin: { refused: string; message: string; accepted: string };
  submit: string;
  /** Shows the form for Ada's stored profile; `saved` is every body it sent to its endpoint. */
  open(): Promise<{ form: HTMLElement; saved: () => unknown[] }>;
}

const PLACES: Place[] = [
  {
    place: "the console's speaker dialog",
    labels: { name: 'Name', title: 'Title', company: 'Company', bio: 'Bio', linkedin: 'LinkedIn URL' },
    limits: [
      ['Name', 200],
      ['Title', 200],
      ['Company', 200],
      ['Short bio', 1000],
      ['Talk title', 300],
      ['LinkedIn URL', 500],
    ],
    longTexts: ['Bio', 'Talk abstract'],
    hints: [],
    // POST and PUT /api/admin/speakers take any web address (spec section 5: 'must be a URL').
    linkedin: { refused: 'linkedin ada', message: 'LinkedIn must be a URL, e.g. https://www.linkedin.com/in/name', accepted: 'http://www.linkedin.com/in/ada' },
    submit: 'Save',
    async open() {
      stubFetch();
      // The tab sends what the dialog gives it to PUT /api/admin/speakers/{id}.
      const onSave = vi.fn(async (_input: SpeakerInput) => {});
      renderWithApp(<SpeakerFormDialog speaker={adminAda} onClose={vi.fn()} onSave={onSave} />);
      return { form: screen.getByRole('dialog', { name: 'Edit Speaker' }), saved: () => onSave.mock.calls.map(([input]) => input) };
    },
  },
  {
    place: "the speaker's own profile",
    labels: { name: 'Name', title: 'Title or position', company: 'Company or organisation', bio: 'Full bio', linkedin: 'LinkedIn' },
    limits: [
      ['Name', 200],
      ['Title or position', 200],
      ['Company or organisation', 200],
      ['Short bio', 1000],
      ['LinkedIn', 500],
    ],
    longTexts: ['Full bio'],
    hints: ['A sentence or two, shown on the speaker cards.', 'An https address, e.g. https://www.linkedin.com/in/name'],
    // PUT /api/speaker/profile takes https only: the public page links to it.
    linkedin: {
      refused: 'http://www.linkedin.com/in/ada',
      message: 'LinkedIn must be an https address, e.g. https://www.linkedin.com/in/name',
      accepted: 'https://www.linkedin.com/in/ada',
    },
    submit: 'Save Profile',
    async open() {
      const network = stubFetch({
        'GET /api/speaker/profile': { body: ownAda },
        'PUT /api/speaker/profile': (request) => ({ body: { ...ownAda, ...(request.body as object) } }),
      });
      renderWithApp(<ProfileSection userId={3} />);
      return {
        form: await screen.findByRole('form', { name: 'Your public profile' }),
        saved: () => network.sentTo('PUT /api/speaker/profile').map((call) => call.body),
      };
    },
  },
];

describe('the speaker profile form', () => {
  it("has the speaker area's endpoint's limits too", () => {
    for (const [key, limit] of Object.entries(requestLimits.SpeakerProfileDto)) {
      expect(PROFILE_FIELD_RULES[key as keyof typeof PROFILE_FIELD_RULES].maxLength).toBe(limit.maxLength);
    }
  });
});

describe.each(PLACES)('the speaker profile form in $place', (place) => {
  async function setUp() {
    const { form, saved } = await place.open();
    const user = userEvent.setup();
    const field = (label: string) => within(form).getByRole<HTMLInputElement>('textbox', { name: label });
    /** Replaces a field's text (pasted: typing key by key only makes the test slow). */
    async function enter(label: string, text: string) {
      await user.clear(field(label));
      if (text) await user.paste(text);
    }
    const save = () => user.click(within(form).getByRole('button', { name: place.submit }));
    return { form, saved, field, enter, save };
  }

  it('starts from the stored profile, with its hints', async () => {
    const { form, field } = await setUp();

    expect(field(place.labels.name).value).toBe('Ada Lovelace');
    expect(field(place.labels.company).value).toBe('Plenary Tech');
    expect(field(place.labels.name).required).toBe(true);
    for (const hint of place.hints) expect(within(form).getByText(hint)).toBeTruthy();
  });

  it('requires a name and sends nothing without one', async () => {
    const { form, saved, enter, save } = await setUp();

    await enter(place.labels.name, '   ');
    await save();

    expect(within(form).getByText('Name is required')).toBeTruthy();
    expect(saved()).toEqual([]);
  });

  it('takes no more of each text than the server does', async () => {
    const { field, enter } = await setUp();

    for (const [label, limit] of place.limits) {
      await enter(label, 'x'.repeat(limit + 20));
      expect(field(label).value).toHaveLength(limit);
    }
    for (const label of place.longTexts) expect(field(label).maxLength).toBe(10_000);
  });

  it('refuses a LinkedIn its endpoint refuses, then sends the texts trimmed, blanks as null', async () => {
    const { form, saved, enter, save } = await setUp();

    await enter(place.labels.linkedin, place.linkedin.refused);
    await save();
    expect(within(form).getByText(place.linkedin.message)).toBeTruthy();
    expect(saved()).toEqual([]);

    await enter(place.labels.linkedin, ` ${place.linkedin.accepted} `);
    await enter(place.labels.title, '');
    await enter(place.labels.bio, ' Builds glossaries. ');
    await save();

    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({
      name: 'Ada Lovelace',
      title: null,
      company: 'Plenary Tech',
      bio_short: null,
      bio: 'Builds glossaries.',
      linkedin_url: place.linkedin.accepted,
    });
  });
});
