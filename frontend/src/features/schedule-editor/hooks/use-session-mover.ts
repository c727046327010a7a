import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { current, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import { scheduleAdminApi, useMoveSessionMutation, type AdminSession, type MoveCommand, type StaleEdit } from '../api/schedule-admin-api';
import { ownEdits } from '../model/own-edits';
import { placeSaved } from '../model/placed-session';

/** What a drag, a resize or a key press changes. A new start alone keeps the duration (the server does the same). */
export type MoveChange = Omit<MoveCommand, 'id' | 'version'>;

/** A move refused because someone else changed the session first. */
export interface StaleMove {
  /** The session as this editor saw it. */
  mine: AdminSession;
  change: MoveChange;
  current: AdminSession;
}

// Any store with the api slice (the thunks only need that part of the state).
type Dispatch = ThunkDispatch<never, unknown, UnknownAction>;

function staleBody(error: unknown): StaleEdit | null {
  if (httpStatus(error) !== 409 || !isFetchBaseQueryError(error)) return null;
  const body = error.data as Partial<StaleEdit> | undefined;
  return body?.current ? (body as StaleEdit) : null;
}

interface Options {
  onMoved: (saved: AdminSession, change: MoveChange) => void;
  onFailed: (error: unknown) => void;
}

/**
 * Sends move commands for the calendar. The block moves at once (the cache is patched), the server's answer then
 * replaces it (its clashes mirrored on the others), and the move's own push is recognised (own-edits.ts): the list
 * is not loaded again. A failure puts the block back. Moves of one session are sent one after another, each
 * with the version the previous one returned, so quick key presses do not trip over each other. A 409 is kept as
 * `stale` for the dialog that offers to keep the other change or apply this one again.
 */
export function useSessionMover({ onMoved, onFailed }: Options) {
  const dispatch = useDispatch<Dispatch>();
  const [moveSession] = useMoveSessionMutation();
  const [stale, setStale] = useState<StaleMove | null>(null);
  const chains = useRef(new Map<number, Promise<number | null>>());
  const callbacks = useRef({ onMoved, onFailed });
  useLayoutEffect(() => {
    callbacks.current = { onMoved, onFailed };
  });

  const move = useCallback(
    (mine: AdminSession, change: MoveChange, baseVersion?: number) => {
      const patch = dispatch(
        scheduleAdminApi.util.updateQueryData('getAdminSessions', undefined, (draft) => {
          // Found in the plain list: searching the draft would make a draft of every session it passes.
          const at = current(draft).findIndex((x) => x.id === mine.id);
          if (at < 0) return;
          const s = draft[at];
          if (change.startTime && !change.endTime) {
            s.endTime = new Date(Date.parse(change.startTime) + Date.parse(s.endTime) - Date.parse(s.startTime)).toISOString();
          }
          if (change.startTime) s.startTime = change.startTime;
          if (change.endTime) s.endTime = change.endTime;
          if (change.room !== undefined) s.room = change.room;
        }),
      );
      const previous = chains.current.get(mine.id) ?? Promise.resolve(baseVersion ?? mine.version);
      const run = previous.then(async (version) => {
        if (version === null) {
          // An earlier move of this session failed: this one was based on it.
          patch.undo();
          return null;
        }
        const based = Math.max(version, baseVersion ?? 0);
        // Every edit makes the next version: its push to the organisers' consoles is this page's own echo.
        ownEdits.expect(mine.id, based + 1);
        try {
          const saved = await moveSession({ id: mine.id, version: based, ...change }).unwrap();
          dispatch(scheduleAdminApi.util.updateQueryData('getAdminSessions', undefined, (draft) => placeSaved(draft, saved)));
          callbacks.current.onMoved(saved, change);
          return saved.version;
        } catch (error) {
          ownEdits.forget(mine.id, based + 1);
          patch.undo();
          const body = staleBody(error);
          if (body) {
            // The calendar shows the other change (as it is now) under the dialog that offers to apply this one again.
            dispatch(scheduleAdminApi.util.updateQueryData('getAdminSessions', undefined, (draft) => placeSaved(draft, body.current)));
            setStale({ mine, change, current: body.current });
          } else callbacks.current.onFailed(error);
          return null;
        }
      });
      chains.current.set(mine.id, run);
      void run.finally(() => {
        if (chains.current.get(mine.id) === run) chains.current.delete(mine.id);
      });
      return run;
    },
    [dispatch, moveSession],
  );

  /** 'Keep theirs': nothing is sent; the list is fetched again so the calendar shows their change. */
  const keepTheirs = useCallback(() => {
    setStale(null);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- cache tags, not text
    dispatch(scheduleAdminApi.util.invalidateTags(['Sessions']));
  }, [dispatch]);

  /** 'Apply my move again': the same change, now based on the version the server reported. */
  const applyAgain = useCallback(() => {
    if (!stale) return;
    setStale(null);
    void move(stale.current, stale.change, stale.current.version);
  }, [stale, move]);

  return { move, stale, keepTheirs, applyAgain };
}
