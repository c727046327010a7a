// The mail of a bulk decision, from an organiser's template. What the preview shows is what this renders, and what
// is sent is rendered by the same call with the same values, so the two cannot differ.

export const PLACEHOLDERS = ['name', 'title', 'slot', 'room', 'notes', 'product', 'dashboard'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type MailValues = Record<Placeholder, string>;

const PATTERN = /\{([a-z_]+)\}/g;

/** The placeholders a template uses that do not exist (typos organisers should hear about before sending). */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1]).filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name)))];
}

const fill = (text: string, values: MailValues) => text.replace(PATTERN, (whole, name: string) => (name in values ? values[name as Placeholder] : whole));

/**
 * Fills in the template. A paragraph (lines between blank lines) that uses a placeholder with no value (no notes, no
 * slot yet) is left out rather than sent half empty.
 */
export function renderDecisionMail(template: { subject: string; body: string }, values: MailValues): { subject: string; text: string } {
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
