import { useEffect, useState } from 'react';
import { useConnectionStatus } from '@/lib/connection';
import { getSocket, reconnectNow } from '@/lib/socket';
import { useGetNowQuery } from '@/lib/public/rooms-api';
import { nextChange } from '../lib/next-change';

/** A screen rechecks at least this often, in case its clock and the server's disagree. */
const SAFETY_MS = 60_000;
/**
 * While the live connection is down, a screen asks for /public/now this often: a network that comes back without the
 * browser noticing (a switch upstream) would otherwise wait out the socket's back-off (up to 15 s); an answer from
 * the server reconnects at once (issue 47: current within 2 s of the network's return). One screen per room: cheap.
 */
const PROBE_MS = 1_000;

/**
 * What runs now and next, for a screen: loaded once, then kept current by pushes (a change to the sessions or the
 * rooms loads it again, public-live.ts), by the clock (when a session ends or starts), and at once when the live
 * connection returns after a loss (the service worker kept the last answer for a reload meanwhile).
 */
export function useScreenNow() {
  const query = useGetNowQuery();
  const { data, refetch } = query;
  const status = useConnectionStatus();

  useEffect(() => {
    if (status !== 'disconnected') return;
    const timer = setInterval(() => {
      void refetch()
        .unwrap()
        .then(() => reconnectNow())
        .catch(() => undefined);
    }, PROBE_MS);
    return () => clearInterval(timer);
  }, [status, refetch]);

  useEffect(() => {
    const socket = getSocket();
    const caughtUp = () => void refetch();
    socket.on('hello', caughtUp);
    return () => void socket.off('hello', caughtUp);
  }, [refetch]);

  useEffect(() => {
    const change = nextChange(data, Date.now());
    const wait = change === null ? SAFETY_MS : Math.min(Math.max(change - Date.now() + 500, 500), SAFETY_MS);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [data, refetch]);

  return query;
}

/** The time now, ticking every second on the screen's own clock (no request). */
export function useTicking(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
