import { detailText, httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import { t } from '@lingui/core/macro';

/**
 * What went wrong with a query, in words: the server's detail (text, or the messages of a validation list), then the
 * browser's own reason for a failed fetch, then `httpFallback` for a bare HTTP status, then the generic message.
 */
export function queryErrorMessage(error: unknown, httpFallback?: (status: number) => string): string {
  const told = detailText(error, '', ', ');
  if (told) return told;
  if (isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') && error.error) {
    return error.error;
  }
  const status = httpStatus(error);
  if (status !== undefined && httpFallback) return httpFallback(status);
  if (!isFetchBaseQueryError(error) && error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return t`An error occurred`;
}
