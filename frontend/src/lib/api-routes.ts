import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { paths } from '@/types/openapi';

/*
 * The client's calls, typed from the server's OpenAPI description (types/openapi.ts, `npm run api:types`): an
 * endpoint names its path as the description spells it ('/api/admin/news/{id}') and gets its path values, query,
 * body and answer from there, so a path, parameter or field renamed on the server fails to compile here.
 *
 *   getNews: build.query<Answer<'/api/admin/news', 'get'>, void>({ query: () => route('get', '/api/admin/news') }),
 *   updateNews: build.mutation<Answer<'/api/admin/news/{id}', 'put'>, { id: number } & Body<'/api/admin/news/{id}', 'put'>>({
 *     query: ({ id, ...body }) => route('put', '/api/admin/news/{id}', { path: { id }, body }),
 *   }),
 *
 * Anything else fetchBaseQuery takes (headers, cache) is spread beside: `({ ...route(...), cache: 'no-cache' })`.
 * An upload's body is FormData: its path and answer are checked, its field name ('file') is not.
 * Not typed here, because they are not RTK Query calls: answers that are not JSON (ranking.csv, reviews.csv through
 * lib/download.ts; the iCal feeds are links), the session refresh (lib/api.ts), the public catch-up
 * (lib/public/public-live.ts), the server-rendered page's prefill (entry-server.tsx) and the widget (src/widget).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The described paths that take method M. */
export type PathOf<M extends Method> = { [P in keyof paths]: [paths[P][M]] extends [undefined] ? never : P }[keyof paths];

type Operation<P extends PathOf<M>, M extends Method> = NonNullable<paths[P][M]>;
type Parameters<P extends PathOf<M>, M extends Method> = Operation<P, M> extends { parameters: infer X } ? X : never;
type Success = 200 | 201 | 202 | 204;
/** A JSON answer's body; no body (204) is void; another media type is never (not a call for RTK Query). */
type Content<R> = R extends { content: { 'application/json': infer B } } ? B : R extends { content?: never } ? void : never;

/** What path P answers to method M when it succeeds (the union of its 2xx JSON bodies; void for 204). */
export type Answer<P extends PathOf<M>, M extends Method> =
  Operation<P, M> extends { responses: infer R } ? { [S in keyof R & Success]: Content<R[S]> }[keyof R & Success] : never;

type RequestBody<P extends PathOf<M>, M extends Method> = Operation<P, M> extends { requestBody?: infer B } ? NonNullable<B> : never;
/** The request body: its JSON, or FormData for an upload (multipart/form-data); never when it takes none. */
export type Body<P extends PathOf<M>, M extends Method> = [RequestBody<P, M>] extends [never]
  ? never
  : RequestBody<P, M> extends { content: { 'application/json': infer J } }
    ? J
    : RequestBody<P, M> extends { content: { 'multipart/form-data': unknown } }
      ? FormData
      : never;

/** The values of the path's `{name}` parts. */
export type PathParams<P extends PathOf<M>, M extends Method> = NonNullable<Parameters<P, M> extends { path?: infer X } ? X : never>;
/** The query string's values. */
export type Query<P extends PathOf<M>, M extends Method> = NonNullable<Parameters<P, M> extends { query?: infer X } ? X : never>;

/** A part of the arguments: forbidden when the operation has none, required when the description requires it. */
type Part<K extends string, T, Needed extends boolean> = [T] extends [never] ? { [_ in K]?: never } : Needed extends true ? { [_ in K]: T } : { [_ in K]?: T };

/** What route() takes beside the method and path: `path` values, `query` values and `body`, as the operation has them. */
export type RouteArgs<P extends PathOf<M>, M extends Method> = Part<'path', PathParams<P, M>, true> &
  Part<'query', Query<P, M>, Parameters<P, M> extends { query: unknown } ? true : false> &
  Part<'body', Body<P, M>, Operation<P, M> extends { requestBody: unknown } ? true : false>;

/**
 * The FetchArgs of a described call: `{name}` in the path replaced by its value (URI-encoded), the method upper-cased,
 * the query's defined values as `params` and the body, each only when there is one (fetchBaseQuery would add a bare
 * `?` for empty params).
 */
export function route<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  ...[args]: Partial<RouteArgs<P, M>> extends RouteArgs<P, M> ? [args?: RouteArgs<P, M>] : [args: RouteArgs<P, M>]
): FetchArgs {
  const given = (args ?? {}) as { path?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const url = path.replace(/\{(\w+)\}/g, (_part, name: string) => {
    const value = given.path?.[name];
    if (value === undefined) throw new Error(`${method.toUpperCase()} ${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const params = Object.fromEntries(Object.entries(given.query ?? {}).filter(([, value]) => value !== undefined));
  return {
    url,
    method: method.toUpperCase(),
    ...(Object.keys(params).length > 0 && { params }),
    ...(given.body !== undefined && { body: given.body }),
  };
}
