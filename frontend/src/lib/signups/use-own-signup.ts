import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/session';
import type { ConferenceSession } from '@/types/api';
import { useGetMySignupsQuery, useLeaveSignupMutation, useSignUpMutation } from './signups-api';

type Seats = ConferenceSession['seats'];

/** A key that changes whenever the seats do (someone signed up, left, or was given a seat; the capacity changed). */
export const seatsKey = (seats: Seats) => (seats ? `${seats.taken}/${seats.waitlist}/${seats.capacity}` : '');

/**
 * The signed-in visitor's own sign-up for a session: their seat or place in line, and the calls that take and give it
 * up. Their status is read again when the session's seats change while they are on its list (someone ahead left, a
 * seat came free), so a promotion or a new place in line shows without a reload. All sign-ups are one query, shared
 * by every card and page that shows one.
 */
export function useOwnSignup(session: Pick<ConferenceSession, 'id' | 'seats'>) {
  const user = useCurrentUser();
  const mine = useGetMySignupsQuery(user?.id ?? 0, { skip: !user });
  const [signUp, signing] = useSignUpMutation();
  const [leave, leaving] = useLeaveSignupMutation();
  const own = mine.data?.find((s) => s.session_id === session.id);
  const key = seatsKey(session.seats);
  const seen = useRef(key);
  const onList = Boolean(own);
  const { refetch } = mine;
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    if (user && onList) void refetch();
  }, [key, user, onList, refetch]);

  return {
    user,
    own,
    loading: mine.isLoading,
    busy: signing.isLoading || leaving.isLoading || mine.isFetching,
    error: signing.error ?? leaving.error,
    signUp: () => void signUp(session.id),
    leave: () => void leave(session.id),
  };
}
