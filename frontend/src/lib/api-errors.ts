import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@/types/api';

export type ApiError = FetchBaseQueryError | SerializedError | undefined;

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The `detail` the backend puts in every error body, if this error carries one. */
export function errorDetail(error: unknown): ApiErrorBody['detail'] | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  const body = error.data as ApiErrorBody | null | undefined;
  return body && typeof body === 'object' ? body.detail : undefined;
}

export function httpStatus(error: unknown): number | undefined {
  if (!isFetchBaseQueryError(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  return 'originalStatus' in error ? error.originalStatus : undefined;
}

/** A message for the user: the server's detail when it is text, otherwise the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  const detail = errorDetail(error);
  return typeof detail === 'string' && detail.trim() ? detail : fallback;
}

/**
 * Like errorMessage, but a validation list is told too: its messages joined by `separator` (spec section 8: the
 * proposal form shows them one per line).
 */
export function detailText(error: unknown, fallback: string, separator = '\n'): string {
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((issue) => issue?.msg).filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
    if (messages.length) return messages.join(separator);
  }
  return fallback;
}
