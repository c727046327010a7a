// A mail organisers write once for many speakers (a bulk decision's template, a mailing): placeholders filled in per
// speaker. What the preview shows is what this renders, and what is sent is rendered by the same call with the same
// values, so the two cannot differ.
import { fieldError } from '../http/api-error.js';
import { text } from '../i18n/error-text.js';

export const PLACEHOLDERS = ['name', 'title', 'slot', 'room', 'notes', 'product', 'dashboard'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type MailValues = Record<Placeholder, string>;

const PATTERN = /\{([a-z_]+)\}/g;

/** The placeholders a text uses that do not exist (typos organisers should hear about before sending). */
export function unknownPlaceholders(written: string): string[] {
  return [...new Set([...written.matchAll(PATTERN)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name)))];
}

/** The texts organisers write in each language. */
export const WRITTEN_TEXTS = ['subject', 'body'] as const;
type Written = Partial<Record<(typeof WRITTEN_TEXTS)[number], string>>;

/** Refuses (400 on `body`) a subject or body, in any language, that uses a placeholder that does not exist. */
export function checkPlaceholders(dto: Written & { translations?: Record<string, Written | undefined> }) {
  const texts = [dto, ...Object.values(dto.translations ?? {})].filter((t): t is Written => Boolean(t));
  for (const [field, written] of texts.flatMap((t) => WRITTEN_TEXTS.map((f) => [f, t[f]] as const))) {
    const unknown = written === undefined ? [] : unknownPlaceholders(written);
    if (unknown.length)
      throw fieldError(
        'body',
        field,
        text(/*i18n*/ "Unknown placeholder {unknown}: use '{name}', '{title}', '{slot}', '{room}', '{notes}', '{product}' or '{dashboard}'", {
          unknown: unknown.map((u) => `{${u}}`).join(', '),
        }),
      );
  }
}

const fill = (written: string, values: MailValues) => written.replace(PATTERN, (whole, name: string) => (name in values ? values[name as Placeholder] : whole));

/**
 * Fills in the text. A paragraph (lines between blank lines) that uses a placeholder with no value (no notes, no
 * slot yet) is left out rather than sent half empty.
 */
export function renderWrittenMail(template: { subject: string; body: string }, values: MailValues): { subject: string; text: string } {
  const paragraphs = template.body.replace(/\r\n/g, '\n').split(/\n{2,}/);
  const kept = paragraphs.filter((paragraph) => [...paragraph.matchAll(PATTERN)].every((m) => !(m[1] in values) || values[m[1] as Placeholder] !== ''));
  return {
    subject: fill(template.subject, values).replace(/\s+/g, ' ').trim(),
    text: kept
      .map((p) => fill(p, values))
      .join('\n\n')
      .trim(),
  };
}
