import type { EndpointBuilder, FetchArgs } from '@reduxjs/toolkit/query';
import type { TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { api, type TagType } from '@/lib/api';
import { route, type Answer, type Body, type Method, type PathOf } from '@/lib/api-routes';

type ListPath = PathOf<'get'> & PathOf<'post'>;
type ItemPath = PathOf<'put'> & PathOf<'delete'>;

type Builder = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];
type BaseQuery = Builder extends EndpointBuilder<infer B, TagType, 'api'> ? B : never;

/** A console collection's two paths: the list, which also takes a new item, and one item by its `{id}`. */
export interface CollectionPaths<List extends ListPath, Item extends ItemPath> {
  list: List;
  item: Item;
  /** What the list provides and every change invalidates; other admins' changes arrive on the socket as the same. */
  tag: TagType;
}

/** The hooks of a console collection: its list, and adding, editing and deleting one item. */
export interface AdminCollection<List extends ListPath, Item extends ItemPath> {
  useList: TypedUseQuery<Answer<List, 'get'>, void, BaseQuery>;
  useCreate: TypedUseMutation<Answer<List, 'post'>, Body<List, 'post'>, BaseQuery>;
  useUpdate: TypedUseMutation<Answer<Item, 'put'>, { id: number } & Body<Item, 'put'>, BaseQuery>;
  useDelete: TypedUseMutation<Answer<Item, 'delete'>, number, BaseQuery>;
}

// route() checks a call's values against its path's description; here the path is a type parameter, which the
// description cannot be looked up for, so the hooks are typed from the description instead (AdminCollection).
const call = route as unknown as (method: Method, path: string, args?: { path?: { id: number }; body?: unknown }) => FetchArgs;

/**
 * The calls of a console collection (speakers, sponsors, news), added to the app's api as `<name>List`,
 * `<name>Create`, `<name>Update` and `<name>Delete`: the list (GET list), add (POST list), edit (PUT item) and
 * delete (DELETE item), their bodies and answers as the server's description has them. A change invalidates the
 * list even when it fails: a 404 means the list was stale.
 */
export function adminCollection<List extends ListPath, Item extends ItemPath>(name: string, { list, item, tag }: CollectionPaths<List, Item>) {
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [`${name}List`]: build.query({ query: () => call('get', list), providesTags: [tag] }),
      [`${name}Create`]: build.mutation({ query: (body: unknown) => call('post', list, { body }), invalidatesTags: [tag] }),
      [`${name}Update`]: build.mutation({
        query: ({ id, ...body }: { id: number }) => call('put', item, { path: { id }, body }),
        invalidatesTags: [tag],
      }),
      [`${name}Delete`]: build.mutation({ query: (id: number) => call('delete', item, { path: { id } }), invalidatesTags: [tag] }),
    }),
  });
  // The endpoints' names are made here, so their hooks are looked up by name and typed as AdminCollection says.
  const endpoints = injected.endpoints as unknown as Record<string, { useQuery: unknown; useMutation: unknown }>;
  const hooks = {
    useList: endpoints[`${name}List`].useQuery,
    useCreate: endpoints[`${name}Create`].useMutation,
    useUpdate: endpoints[`${name}Update`].useMutation,
    useDelete: endpoints[`${name}Delete`].useMutation,
  };
  return hooks as AdminCollection<List, Item>;
}
