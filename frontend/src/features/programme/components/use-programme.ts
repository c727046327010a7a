import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { publicApi, useGetPublicScheduleQuery, useGetScheduleOpeningQuery } from '@/lib/public/public-api';
import { daysOfStarts, eventDays, type EventDay } from '@/lib/schedule-days';
import type { ConferenceSession } from '@/types/api';

/**
 * How many sessions of its first day a server-rendered /schedule carries (issue 45: the page and what it embeds do
 * not grow with the programme); the others arrive with the page's code, which loads the whole programme.
 */
export const OPENING_SESSIONS = 24;

export interface Programme {
  sessions: ConferenceSession[] | undefined;
  /** The days of the programme, earliest first. */
  days: EventDay[];
  /** While only the server's opening is held: its day, and how many sessions of it are still to come. */
  partial: { dayKey: string; more: number } | null;
  isLoading: boolean;
  error: unknown;
}

const selectOpening = publicApi.endpoints.getScheduleOpening.select(OPENING_SESSIONS);

/**
 * The programme /schedule shows: the whole of it (GET /public/schedule), or, on a page the server rendered, what the
 * server embedded (GET /public/schedule/opening: the days and the first day's first sessions) until the whole
 * programme has loaded, which starts right after the page first renders.
 */
export function useProgramme(): Programme {
  const embedded = useSelector((state: Parameters<typeof selectOpening>[0]) => selectOpening(state).data);
  // Only a page that arrived with it reads the opening; a page opened from another one loads the programme at once.
  const [served] = useState(() => embedded !== undefined);
  const opening = useGetScheduleOpeningQuery(OPENING_SESSIONS, { skip: !served }).data;
  // A served page loads the whole programme once it has hydrated (from an effect, so that its first render is the
  // server's); any other loads it at once.
  const loaded = useGetPublicScheduleQuery(undefined, { skip: served });
  const afterHydration = publicApi.endpoints.getPublicSchedule.useQueryState(undefined);
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  useEffect(() => {
    if (!served) return;
    const subscription = dispatch(publicApi.endpoints.getPublicSchedule.initiate());
    return () => subscription.unsubscribe();
  }, [served, dispatch]);
  const full = served ? afterHydration : loaded;

  const wholeDays = useMemo(() => (full.data ? eventDays(full.data) : null), [full.data]);
  const openingDays = useMemo(() => (opening ? daysOfStarts(opening.days) : []), [opening]);
  if (full.data || !opening) {
    return { sessions: full.data, days: wholeDays ?? [], partial: null, isLoading: full.isLoading || full.isUninitialized, error: full.error };
  }
  const dayKey = openingDays[0]?.key ?? '';
  return {
    sessions: opening.schedule,
    days: openingDays,
    partial: { dayKey, more: opening.total - opening.schedule.length },
    isLoading: false,
    error: undefined,
  };
}
