import { errorDetail } from '@/lib/api-errors';
import { t } from '@lingui/core/macro';

/** 'field: message' for each issue of a server validation list (spec section 8), one per line. */
export function validationLines(error: unknown): string[] {
  const detail = errorDetail(error);
  if (!Array.isArray(detail)) return [];
  return detail
    .filter((issue) => typeof issue?.msg === 'string')
    .map((issue) => {
      const field = (issue.loc ?? []).filter((part) => part !== 'body').join('.');
      return field ? `${field}: ${issue.msg}` : issue.msg;
    });
}

/**
 * What an admin is told when an operation fails: the spec's text ('Failed to add sponsor') and why, from the
 * server: its detail, or its validation list line by line.
 */
export function failureText(action: string, error: unknown): string {
  const lines = validationLines(error);
  if (lines.length) return `${action}:\n${lines.join('\n')}`;
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return `${action}: ${detail}`;
  return t`${action}. Please try again.`;
}
