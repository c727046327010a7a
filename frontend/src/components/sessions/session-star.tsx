import { useEffect, useSyncExternalStore } from 'react';
import { StarBorderIcon } from '@/components/icons/sprite';
import { focusBeforeLoaded, pressBeforeLoaded, starsAsleep, starsAwake, subscribeStarsAwake } from '@/lib/favourites/stars-awake';
import { useCurrentUser } from '@/lib/session';
import type { ConferenceSession } from '@/types/api';
import { StarButton } from './star-button';
import { useLingui } from '@lingui/react/macro';

/*
 * The stars' code (saved sessions, the browser's list, overlaps: ./live-star) is not part of a page's first load. A
 * page shows every star empty and replaces them once there are stars to show (a signed-in attendee, a visitor who
 * starred before) or someone presses one: that press is replayed, and the focus kept. Pointing at or focusing a star
 * fetches the code without replacing anything, so the button under a finger or pointer never changes mid-press.
 */
type Live = typeof import('./live-star');
let live: Live | null = null;
let loading: Promise<Live> | null = null;
const loadedListeners = new Set<() => void>();

function loadLive() {
  loading ??= import('./live-star').then((module) => {
    live = module;
    loadedListeners.forEach((listener) => listener());
    return module;
  });
  // A chunk that failed to load (offline, a deployment in between) is asked for again on the next try.
  loading.catch(() => (loading = null));
}

function subscribeLoaded(listener: () => void) {
  loadedListeners.add(listener);
  return () => void loadedListeners.delete(listener);
}

/** The loaded module once the stars are wanted (and the user is no organiser: they star nothing), else null. */
function useLiveStars(): Live | null | 'none' {
  const user = useCurrentUser();
  const awake = useSyncExternalStore(subscribeStarsAwake, starsAwake, starsAsleep) || (user !== null && user.role !== 'admin');
  useEffect(() => {
    if (awake) loadLive();
  }, [awake]);
  const loaded = useSyncExternalStore(
    subscribeLoaded,
    () => live,
    () => null,
  );
  if (user?.role === 'admin') return 'none';
  return awake ? loaded : null;
}

interface SessionStarProps {
  sessionId: number;
  /** The session's title, for the button's name ('Star Opening keynote'). */
  title: string;
  /** A cancelled session can no longer be starred; one starred before can still be unstarred. */
  cancelled?: boolean;
}

/**
 * The star of a session wherever it is shown (a card, a timetable block, its page). A signed-in attendee's stars are
 * their saved sessions; a visitor's stay in this browser until they sign in (lib/favourites/use-stars.ts).
 */
export function SessionStar({ sessionId, title, cancelled = false }: SessionStarProps) {
  const { t } = useLingui();
  const stars = useLiveStars();
  if (stars === 'none') return null;
  if (stars) return <stars.LiveStar sessionId={sessionId} title={title} cancelled={cancelled} />;
  return (
    <StarButton
      title={title}
      starred={false}
      icon={<StarBorderIcon />}
      hint={t`Star: kept in this browser until you sign in`}
      disabled={cancelled}
      onClick={(event) => {
        if (document.activeElement === event.currentTarget) focusBeforeLoaded(sessionId);
        pressBeforeLoaded(sessionId);
      }}
      onFocus={loadLive}
      onPointerEnter={loadLive}
    />
  );
}

/**
 * 'Overlaps with …' under a starred session that runs at the same time as another starred one; nothing until the
 * stars' code has loaded (there is no star before).
 */
export function StarOverlap({ session }: { session: ConferenceSession }) {
  const stars = useLiveStars();
  return stars && stars !== 'none' ? <stars.LiveOverlap session={session} /> : null;
}
