import { errorDetail, httpStatus } from '@/lib/api-errors';
import type { ValidationIssue } from '@/types/api';
import { t } from '@lingui/core/macro';

// Texts of the spec's error catalogue (section 8), in the page's language: functions, so that they are read after the
// language is active rather than when this module loads.
export const passwordTooShort = () => t`Password must be at least 8 characters long`;
export const passwordsDoNotMatch = () => t`Passwords do not match`;
const loginFailed = () => t`Login failed`;
const validationError = () => t`Validation error`;
const registrationFailed = () => t`Registration failed`;
const authenticationFailed = () => t`Authentication failed`;

export type RegisterField = 'full_name' | 'email' | 'password';
const REGISTER_FIELDS: readonly string[] = ['full_name', 'email', 'password'] satisfies RegisterField[];

export interface FormError {
  /** Shown above the form. */
  message: string | null;
  /** Shown under the matching input. */
  fields: Partial<Record<RegisterField, string>>;
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return typeof value === 'object' && value !== null && Array.isArray((value as ValidationIssue).loc);
}

function isPasswordTooShort(field: string, message: string, type?: string): boolean {
  if (/at least 8 characters/i.test(message)) return true;
  if (field !== 'password') return false;
  return /^(min_?length|string_too_short)$/i.test(type ?? '') || /longer than or equal to 8|8 characters/i.test(message);
}

function issueText(issue: ValidationIssue): string {
  const field = String(issue.loc[issue.loc.length - 1] ?? '');
  const message = String(issue.msg ?? '');
  if (isPasswordTooShort(field, message, issue.type)) return passwordTooShort();
  return field ? `${field}: ${message}` : message;
}

function fieldText(field: string, value: unknown): string {
  const message = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return isPasswordTooShort(field, message) ? passwordTooShort() : message;
}

/** Login: the server's detail, else 'Login failed'. */
export function loginErrorMessage(error: unknown): string {
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail) && detail.length > 0) return detail.filter(isValidationIssue).map(issueText).join(', ');
  return loginFailed();
}

/**
 * Registration: detail as a string is shown as is; a list of {loc, msg, type} as 'field: message' joined by
 * commas; an object keyed by field under each field. A too-short password always reads the same way.
 */
export function registerError(error: unknown): FormError {
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return { message: detail, fields: {} };

  if (Array.isArray(detail)) {
    const issues = detail.filter(isValidationIssue);
    return { message: issues.length > 0 ? issues.map(issueText).join(', ') : validationError(), fields: {} };
  }

  if (detail && typeof detail === 'object') {
    const fields: FormError['fields'] = {};
    const others: string[] = [];
    for (const [field, value] of Object.entries(detail)) {
      if (REGISTER_FIELDS.includes(field)) fields[field as RegisterField] = fieldText(field, value);
      else others.push(`${field}: ${fieldText(field, value)}`);
    }
    const message = others.length > 0 ? others.join(', ') : Object.keys(fields).length > 0 ? null : validationError();
    return { message, fields };
  }

  const status = httpStatus(error);
  return { message: status === 400 || status === 422 ? validationError() : registrationFailed(), fields: {} };
}

/** The account was created but signing in with it failed. */
export function autoLoginError(error: unknown): FormError {
  const detail = errorDetail(error);
  return { message: typeof detail === 'string' && detail.trim() ? detail : authenticationFailed(), fields: {} };
}
