// One session, speaker or article of the public lists, by id (issue 30: their pages and dialogs). Read from the same
// live lists the programme, /speakers and /news use, so an item's page follows organiser edits as they do; before
// the whole list has loaded, what the page already holds (the home page's featured speakers and latest news) shows.
import { publicApi, useGetPublicNewsQuery, useGetPublicSessionsQuery, useGetPublicSpeakersQuery } from './public-api';
import { visibleNews } from '@/lib/news-order';
import type { ConferenceSession, NewsItem, PublicSpeaker } from '@/types/api';

export interface Found<T> {
  /** The item; null when the list has loaded without it. */
  item: T | null;
  isLoading: boolean;
  /** Loading failed and nothing is held. */
  error: unknown;
}

function found<T>(list: readonly T[] | undefined, held: T | undefined, pick: (item: T) => boolean, isLoading: boolean, error: unknown): Found<T> {
  const item = list?.find(pick) ?? held ?? null;
  return { item, isLoading: !item && isLoading, error: item ? undefined : error };
}

export function usePublicSession(id: number | null): Found<ConferenceSession> {
  const { data, isLoading, error } = useGetPublicSessionsQuery(undefined, { skip: id === null });
  return found(data, undefined, (s) => s.id === id, isLoading, error);
}

export function usePublicSpeaker(id: number | null): Found<PublicSpeaker> {
  const { data, isLoading, error } = useGetPublicSpeakersQuery(undefined, { skip: id === null });
  const featured = publicApi.endpoints.getFeaturedSpeakers.useQueryState(undefined, { skip: data !== undefined });
  const held = featured.data?.speakers.find((s) => s.id === id);
  return found(data, held, (s) => s.id === id, isLoading, error);
}

export function usePublicNewsItem(id: number | null): Found<NewsItem> {
  const { data, isLoading, error } = useGetPublicNewsQuery(undefined, { skip: id === null });
  const latest = publicApi.endpoints.getLatestNews.useQueryState(undefined, { skip: data !== undefined });
  const held = latest.data?.find((n) => n.id === id);
  return found(data ? visibleNews(data) : undefined, held, (n) => n.id === id, isLoading, error);
}
