// Versioned addresses of public reads (issue 48): `?v=N` names the public version N (X-Public-Version, or a push).
// What an instance at version N answers there never changes, so any cache may keep it for good (the load balancer,
// ops/nginx, does); past N the answer is newer than the address names, so caches revalidate it; an instance that has
// not reached N (another one recorded it, and this one has not loaded it yet) lets nobody keep what it answers.
import { fieldError } from '../http/api-error.js';
import { NOT_STORED, REVALIDATE, VERSIONED_CACHE, type FixedHeaders } from './representation.js';

export type VersionedHeaders = Record<'at' | 'past' | 'behind', FixedHeaders>;

/** The three answers' headers, from the headers every public answer carries (`common`: security, CORS, Vary). */
export function versionedHeaders(common: FixedHeaders): VersionedHeaders {
  return {
    at: { ...common, 'cache-control': VERSIONED_CACHE },
    past: { ...common, 'cache-control': REVALIDATE },
    behind: { ...common, 'cache-control': NOT_STORED },
  };
}

/** The version `?v=` asks for; none when absent; a 400 naming the field when it is not a whole number. */
export function versionAsked(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw fieldError('query', 'v', /*i18n*/ 'v must be a public version (a whole number)');
  return Number(value);
}

/** The headers for an answer at `version` to an address asking for `asked`. */
export const headersAt = (headers: VersionedHeaders, asked: number, version: number): FixedHeaders =>
  headers[asked === version ? 'at' : asked < version ? 'past' : 'behind'];
