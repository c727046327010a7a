// Anonymised review: the proposer's identity (name, e-mail, organisation, bio) never reaches a reviewer. Their free
// text (title, abstract) is shown as written, with a warning when it seems to name them.

export interface Identity {
  speaker_name: string;
  email: string;
  organization: string;
}

/** Words short enough to be common ("Li", "AI Lab" -> "Lab" is kept only as part of the whole name). */
const MIN_PART = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `needle` as a whole word (letters and digits around it do not count as a match), any case. */
const mentions = (text: string, needle: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(needle)}(?![\\p{L}\\p{N}])`, 'iu').test(text);

/** The names that would give the proposer away: their full name and each part of it, their address and its user, their organisation. */
function identifying({ speaker_name, email, organization }: Identity): string[] {
  const name = speaker_name.trim();
  const parts = name.split(/\s+/).filter((part) => part.length >= MIN_PART);
  const user = email.split('@')[0] ?? '';
  return [name, ...parts, email, user, organization.trim()].filter((needle) => needle.length >= MIN_PART);
}

export const IDENTITY_WARNING = 'This text may name the proposer (their name, e-mail address or organisation). It is shown as written.';

/** The warning to show beside the proposal's free text, or null when it names nobody we know of. */
export function identityWarning(identity: Identity, texts: string[]): string | null {
  const needles = identifying(identity);
  return texts.some((text) => needles.some((needle) => mentions(text, needle))) ? IDENTITY_WARNING : null;
}
