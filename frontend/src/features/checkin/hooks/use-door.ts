// The door's work: scan a token (online: the server answers; offline or unreachable: the door answers from its list
// and queues the scan), undo the last check-in, and send the queue when the network returns. The server settles what
// the queue sends: the first check-in recorded wins, and a later one is recorded too.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/lib/api';
import { httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import { useCheckInMutation, useGetDoorListQuery, useSyncScansMutation, useUndoCheckInMutation } from '../api/checkin-api';
import { doorStore } from '../model/door-store';
import { verdictOfAnswer, verdictOffline, type DoorAttendee, type QueuedScan, type Verdict } from '../model/verdict';

/** Queued scans sent a request: well under the server's 5,000. */
const SYNC_BATCH = 500;

/** No answer from the server at all (offline, or it could not be reached): the door answers for itself. */
const unreachable = (error: unknown) => isFetchBaseQueryError(error) && typeof error.status !== 'number';

export interface Door {
  /** The door's list: the server's, or the device's copy offline; null until either is there. */
  list: DoorAttendee[] | null;
  verdict: Verdict | null;
  /** Scans made offline, waiting to be sent. */
  queued: number;
  busy: boolean;
  /** The server refused this account (403): not an organiser or door helper. */
  refused: boolean;
  /** A failed call that is not a verdict (e.g. 429), to show as the server said it. */
  failure: unknown;
  scan: (token: string) => Promise<void>;
  undo: () => Promise<void>;
}

export function useDoor(door: string): Door {
  const fromServer = useGetDoorListQuery();
  const [checkIn] = useCheckInMutation();
  const [syncScans] = useSyncScansMutation();
  const [undoCheckIn] = useUndoCheckInMutation();
  const dispatch = useDispatch();
  /** The device's copy of the list, until the server's arrives. */
  const [stored, setStored] = useState<DoorAttendee[] | null>(null);
  /** Arrivals this door saw since the list was read (token -> when; null: undone). */
  const [seen, setSeen] = useState<Record<string, string | null>>({});
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusedScan, setRefused] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const sending = useRef(false);
  /** The token of the verdict shown, to mark its holder out again on undo. */
  const lastToken = useRef('');

  const base = fromServer.data?.attendees ?? stored;
  const list = useMemo(() => base?.map((a) => (a.token in seen ? { ...a, arrived_at: seen[a.token] } : a)) ?? null, [base, seen]);
  const refused = refusedScan || httpStatus(fromServer.error) === 403;
  const markArrived = useCallback((token: string, at: string | null) => setSeen((current) => ({ ...current, [token]: at })), []);

  /**
   * Sends the queued scans, oldest first, a batch a request (POST /api/checkin/sync: each answered as if sent alone);
   * stops at a batch that finds no server or is not taken (it waits for the next try).
   */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let delivered = 0;
    try {
      const waiting = await doorStore.queued();
      for (let at = 0; at < waiting.length; at += SYNC_BATCH) {
        const batch = waiting.slice(at, at + SYNC_BATCH);
        const sent = await syncScans({ scans: batch.map((s) => ({ token: s.token, door: s.door, scanned_at: s.scanned_at })) });
        if ('error' in sent) break;
        // Let in, already in, or refused: the server has recorded each either way.
        await doorStore.removeThrough(batch[batch.length - 1].id);
        delivered += batch.length;
        setQueue(await doorStore.queued());
      }
    } finally {
      sending.current = false;
    }
    setQueue(await doorStore.queued());
    // The count and the list as the server settled them (the push may have gone while this socket was away).
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a cache tag, not text
    if (delivered > 0) dispatch(api.util.invalidateTags(['Arrivals']));
  }, [syncScans, dispatch]);

  // The device's copy first (it answers at once, and offline), then the server's when it comes.
  useEffect(() => {
    let live = true;
    void (async () => {
      const [copy, queued] = await Promise.all([doorStore.loadList(), doorStore.queued()]);
      if (!live) return;
      setQueue(queued);
      setStored(copy);
      void flush();
    })();
    return () => {
      live = false;
    };
  }, [flush]);

  useEffect(() => {
    if (fromServer.data) void doorStore.saveList(fromServer.data.attendees);
  }, [fromServer.data]);

  // Back online: what was queued goes, and the list is read again.
  const { refetch } = fromServer;
  useEffect(() => {
    const online = () => {
      void flush();
      void refetch();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [flush, refetch]);

  const answerOffline = useCallback(
    async (token: string, scannedAt: string) => {
      const offline = verdictOffline(list, queue, { id: 0, token, door, scanned_at: scannedAt });
      if (offline.in) {
        const id = await doorStore.enqueue({ token, door, scanned_at: scannedAt });
        offline.queued = { id, token, door, scanned_at: scannedAt };
        setQueue(await doorStore.queued());
      } else if (offline.reason === 'unchecked') {
        await doorStore.enqueue({ token, door, scanned_at: scannedAt });
        offline.queued = true;
        setQueue(await doorStore.queued());
      }
      setVerdict(offline);
    },
    [door, list, queue],
  );

  const scan = useCallback(
    async (token: string) => {
      const cleaned = token.trim();
      if (!cleaned || busy) return;
      setBusy(true);
      setFailure(null);
      lastToken.current = cleaned;
      const scannedAt = new Date().toISOString();
      try {
        if (!navigator.onLine) return await answerOffline(cleaned, scannedAt);
        const answer = await checkIn({ token: cleaned, door, scanned_at: scannedAt });
        if ('data' in answer && answer.data) {
          setVerdict(verdictOfAnswer(200, answer.data));
          markArrived(cleaned, answer.data.checked_in_at);
          return;
        }
        const error = answer.error;
        if (unreachable(error)) return await answerOffline(cleaned, scannedAt);
        if (httpStatus(error) === 403) return setRefused(true);
        const refusal = verdictOfAnswer(httpStatus(error) ?? 0, isFetchBaseQueryError(error) ? error.data : null);
        setVerdict(refusal);
        // Anything else (too many scans, a server fault) is said as the server said it.
        if (!refusal) setFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [answerOffline, busy, checkIn, door, markArrived],
  );

  const undo = useCallback(async () => {
    if (!verdict?.in) return;
    if (verdict.queued) {
      await doorStore.remove(verdict.queued.id);
      setQueue(await doorStore.queued());
    } else if (verdict.id !== null) {
      const undone = await undoCheckIn(verdict.id);
      if ('error' in undone) return setFailure(undone.error);
      markArrived(lastToken.current, null);
    }
    setVerdict(null);
  }, [markArrived, undoCheckIn, verdict]);

  return { list, verdict, queued: queue.length, busy, refused, failure, scan, undo };
}
