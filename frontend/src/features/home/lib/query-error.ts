import { errorDetail, httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';

export const GENERIC_ERROR = 'An error occurred';

/**
 * What went wrong with a query, in words: the server's detail (text, or the messages of a validation list), then the
 * browser's own reason for a failed fetch, then `httpFallback` for a bare HTTP status, then the generic message.
 */
export function queryErrorMessage(error: unknown, httpFallback?: (status: number) => string): string {
  const detail = errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((issue) => issue?.msg).filter((msg): msg is string => typeof msg === 'string' && msg.length > 0);
    if (messages.length) return messages.join(', ');
  }
  if (isFetchBaseQueryError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') && error.error) {
    return error.error;
  }
  const status = httpStatus(error);
  if (status !== undefined && httpFallback) return httpFallback(status);
  if (!isFetchBaseQueryError(error) && error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return GENERIC_ERROR;
}
