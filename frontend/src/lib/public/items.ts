// One session, speaker or article by id (issue 30: their pages and dialogs). Read from a list the page already holds
// (the schedule, /speakers, /news, the home page's featured speakers and latest news), which shows it at once after a
// click there; otherwise from its own address (issue 45: an item's page carries its item, not the whole programme).
// Both are kept live by the pushes (public-live.ts). When its own read fails (offline), the whole list is read,
// which the service worker keeps for offline use (the programme and the news).
import { useSelector } from 'react-redux';
import {
  publicApi,
  useGetPublicNewsItemQuery,
  useGetPublicNewsQuery,
  useGetPublicSessionQuery,
  useGetPublicSessionsQuery,
  useGetPublicSpeakerQuery,
  useGetPublicSpeakersQuery,
} from './public-api';
import { visibleNews } from '@/lib/news-order';
import { isPreview } from './previews';
import type { ConferenceSession, NewsItem, PublicSpeaker } from '@/types/api';

export interface Found<T> {
  /** The item; null when the server has none by that id. */
  item: T | null;
  isLoading: boolean;
  /** Loading failed and nothing is held. */
  error: unknown;
}

interface ItemQuery<T> {
  /** null: the server has none by that id. */
  currentData?: T | null;
  isFetching: boolean;
  error?: unknown;
}

function found<T>(held: T | undefined, query: ItemQuery<T>): Found<T> {
  const item = held ?? query.currentData ?? null;
  return { item, isLoading: !item && query.currentData === undefined && query.isFetching, error: item ? undefined : query.error };
}

const byId =
  <T extends { id: number }>(id: number | null) =>
  (list: readonly T[] | undefined) =>
    id === null ? undefined : list?.find((item) => item.id === id);

const selectSchedule = publicApi.endpoints.getPublicSchedule.select();
/** The store's state, as the API's selectors read it. */
type RootState = Parameters<typeof selectSchedule>[0];

const sessionLists = [selectSchedule, publicApi.endpoints.getPublicSessions.select()];
const speakerLists = [
  publicApi.endpoints.getPublicSpeakers.select(),
  (state: RootState) => ({ data: publicApi.endpoints.getFeaturedSpeakers.select()(state).data?.speakers }),
];
const newsLists = [
  (state: RootState) => ({ data: visibleOrUndefined(publicApi.endpoints.getPublicNews.select()(state).data) }),
  publicApi.endpoints.getLatestNews.select(),
];

function visibleOrUndefined(items: NewsItem[] | undefined) {
  return items && visibleNews(items);
}

/** The item from the first list held that has it. */
function useHeld<T extends { id: number }>(lists: ((state: RootState) => { data?: readonly T[] })[], id: number | null): T | undefined {
  return useSelector((state: RootState) => {
    const find = byId<T>(id);
    for (const select of lists) {
      const item = find(select(state).data);
      // A card's preview (the home page's embedded state) is not the item its page shows.
      if (item && !isPreview(item)) return item;
    }
    return undefined;
  });
}

export function usePublicSession(id: number | null): Found<ConferenceSession> {
  const held = useHeld(sessionLists, id);
  const query = useGetPublicSessionQuery(id ?? 0, { skip: id === null || held !== undefined });
  useGetPublicSessionsQuery(undefined, { skip: !query.error || held !== undefined });
  return found(held, query);
}

export function usePublicSpeaker(id: number | null): Found<PublicSpeaker> {
  const held = useHeld(speakerLists, id);
  const query = useGetPublicSpeakerQuery(id ?? 0, { skip: id === null || held !== undefined });
  useGetPublicSpeakersQuery(undefined, { skip: !query.error || held !== undefined });
  return found(held, query);
}

export function usePublicNewsItem(id: number | null): Found<NewsItem> {
  const held = useHeld(newsLists, id);
  const query = useGetPublicNewsItemQuery(id ?? 0, { skip: id === null || held !== undefined });
  useGetPublicNewsQuery(undefined, { skip: !query.error || held !== undefined });
  return found(held, query);
}
