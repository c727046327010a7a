// The speaker profile form, one for the two places that edit a profile: the organisers' console (any speaker, with
// the talk, the visibility and the German texts: features/speaker-profiles) and the speaker area (the speaker's own
// profile: features/speaker). Here: every text field with the server's limit, the checks made before anything is
// sent (spec section 5), and the mapping between a stored speaker and the form ('' for none) and back (null for none).
// A place chooses its fields and their labels, and the LinkedIn rule of the endpoint it sends to.
import type { MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { TextFieldSpec } from '@/components/admin/admin-text-fields';
import { isWebUrl } from '@/lib/web-url';
import { requestLimits } from '@/types/request-limits';

/** Every text of a speaker's profile; a place edits some of them (the speaker area has no talk). */
export type ProfileKey = 'name' | 'title' | 'company' | 'bio_short' | 'bio' | 'talk_title' | 'talk_abstract' | 'linkedin_url';
export type ProfileValues<K extends ProfileKey> = Record<K, string>;
export type ProfileErrors<K extends ProfileKey> = Partial<Record<K, string>>;

export interface ProfileFieldRule {
  /** The server's limit (PUT /api/speaker/profile has the same as the console's speaker endpoints). */
  maxLength: number;
  /** Set for a multi-line text: the rows it shows at first. */
  rows?: number;
  required?: boolean;
  type?: 'url';
}

const LIMITS = requestLimits.CreateSpeakerDto;

/** How each text is entered: the server's limit, a long text's rows, the one required field, the address. */
export const PROFILE_FIELD_RULES: Record<ProfileKey, ProfileFieldRule> = {
  name: { maxLength: LIMITS.name.maxLength, required: true },
  title: { maxLength: LIMITS.title.maxLength },
  company: { maxLength: LIMITS.company.maxLength },
  bio_short: { maxLength: LIMITS.bio_short.maxLength, rows: 2 },
  bio: { maxLength: LIMITS.bio.maxLength, rows: 4 },
  talk_title: { maxLength: LIMITS.talk_title.maxLength },
  talk_abstract: { maxLength: LIMITS.talk_abstract.maxLength, rows: 4 },
  linkedin_url: { maxLength: LIMITS.linkedin_url.maxLength, type: 'url' },
};

/** A field as a place shows it: its label and, while it has no error, a hint below it. */
export interface ProfileField<K extends ProfileKey> {
  key: K;
  label: MessageDescriptor;
  helper?: MessageDescriptor;
}

/** A place's fields, in its order, with each one's rules: what AdminTextFields shows. */
export function profileFieldSpecs<K extends ProfileKey>(fields: readonly ProfileField<K>[]): TextFieldSpec<K>[] {
  return fields.map((field) => ({ ...field, ...PROFILE_FIELD_RULES[field.key] }));
}

/**
 * What a LinkedIn address must be, as the endpoint a place sends to checks it: the console's (POST and PUT
 * /api/admin/speakers) takes any web address (spec section 5: 'must be a URL'); the speaker's own (PUT
 * /api/speaker/profile) only https, as the public page links to it.
 */
export type LinkedInRule = 'web' | 'https';

/** The checks the server makes too: a name, and LinkedIn (when given) as the endpoint's kind of address. */
export function checkProfile(values: ProfileValues<'name' | 'linkedin_url'>, linkedin: LinkedInRule): ProfileErrors<'name' | 'linkedin_url'> {
  const errors: ProfileErrors<'name' | 'linkedin_url'> = {};
  if (!values.name.trim()) errors.name = t`Name is required`;
  const address = values.linkedin_url.trim();
  if (address && linkedin === 'web' && !isWebUrl(address)) errors.linkedin_url = t`LinkedIn must be a URL, e.g. https://www.linkedin.com/in/name`;
  if (address && linkedin === 'https' && !(/^https:\/\//i.test(address) && isWebUrl(address))) {
    errors.linkedin_url = t`LinkedIn must be an https address, e.g. https://www.linkedin.com/in/name`;
  }
  return errors;
}

/** The form's values of a stored speaker: each of `keys`, '' where it has none. */
export function profileValues<K extends ProfileKey>(keys: readonly K[], stored: Partial<Record<K, string | null>>): ProfileValues<K> {
  return Object.fromEntries(keys.map((key) => [key, stored[key] ?? ''])) as ProfileValues<K>;
}

/** What the endpoints take: the name trimmed; any other text trimmed, null when blank (which clears it on an edit). */
export type ProfileInput<K extends ProfileKey> = { [P in K]: P extends 'name' ? string : string | null };

export function profileInput<K extends ProfileKey>(keys: readonly K[], values: ProfileValues<K>): ProfileInput<K> {
  return Object.fromEntries(keys.map((key) => [key, key === 'name' ? values[key].trim() : values[key].trim() || null])) as ProfileInput<K>;
}
