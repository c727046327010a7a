import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { errorMessage, httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import type { AdminSession } from '../api/schedule-admin-api';
import { useGetScheduleHistoryQuery, useStepScheduleMutation, type StepDirection } from '../api/schedule-history-api';
import { movedText } from '../model/calendar-keys';
import { UndoButtons } from '../components/undo-buttons';
import { UndoConflictDialog, type StepConflict } from '../components/undo-conflict-dialog';
import { isTextEntry, undoKey } from '../model/undo-keys';
import { t } from '@lingui/core/macro';

interface Options {
  /** The calendar: the keys work while the focus is in it (or nowhere else). */
  rootRef: RefObject<HTMLElement | null>;
  /** A step put this session somewhere: the calendar shows it. */
  onSession: (session: AdminSession) => void;
  onFailed: (error: unknown) => void;
}

type Notice = { severity: 'success' | 'info'; text: string };
const NOTICE_MS = 6000;

/**
 * Undo and redo of the organiser's own changes, kept and checked by the server: the buttons, Ctrl+Z / Ctrl+Shift+Z
 * (Cmd on macOS; Ctrl+Y redoes too) while the calendar has the focus and no text field does, the dialog that asks
 * before overwriting someone else's later change, and a notice of what was undone or redone. One step at a time: a
 * key held down or a double click does not step twice (the server checks that too).
 */
export function useScheduleUndo({ rootRef, onSession, onFailed }: Options) {
  const { data: history } = useGetScheduleHistoryQuery();
  const [stepSchedule] = useStepScheduleMutation();
  const [conflict, setConflict] = useState<StepConflict | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const busy = useRef(false);
  const latest = useRef({ history, onSession, onFailed });
  useLayoutEffect(() => {
    latest.current = { history, onSession, onFailed };
  });

  const tell = useCallback((severity: Notice['severity'], text: string) => setNotice({ severity, text }), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const step = useCallback(
    async (direction: StepDirection, resolve: { force?: boolean; keep_theirs?: boolean } = {}, pending?: StepConflict) => {
      const command = pending?.command ?? latest.current.history?.[direction][0];
      if (!command || busy.current) return;
      busy.current = true;
      setConflict(null);
      try {
        const result = await stepSchedule({ direction, command_id: command.id, ...resolve }).unwrap();
        const label = command.label;
        const done = resolve.keep_theirs ? t`Kept the other change` : direction === 'undo' ? t`Undone: ${label}` : t`Redone: ${label}`;
        tell('success', `${done}. ${movedText(result.session)}`);
        latest.current.onSession(result.session);
      } catch (error) {
        const status = httpStatus(error);
        const body = isFetchBaseQueryError(error) ? (error.data as Partial<StepConflict> | undefined) : undefined;
        if (status === 409 && body?.current)
          setConflict({ direction, command, detail: body.detail ?? t`The session was changed since`, current: body.current });
        // Already stepped elsewhere, or the session is gone: the stacks refetch and the next press goes on from there.
        else if (status === 409 || status === 404 || status === 410)
          tell('info', errorMessage(error, direction === 'undo' ? t`Nothing to undo.` : t`Nothing to redo.`));
        else latest.current.onFailed(error);
      } finally {
        busy.current = false;
      }
    },
    [stepSchedule, tell],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = undoKey(event);
      if (!direction || event.defaultPrevented) return;
      const active = document.activeElement;
      const inCalendar = !active || active === document.body || Boolean(rootRef.current?.contains(active));
      if (!inCalendar || isTextEntry(active)) return;
      event.preventDefault();
      void step(direction);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rootRef, step]);

  const onStep = useCallback((direction: StepDirection) => void step(direction), [step]);
  const [undoNext, redoNext] = [history?.undo[0], history?.redo[0]];
  // The same element while nothing changed, so the memoised toolbar it sits in does not render again.
  const buttons = useMemo(() => <UndoButtons undo={undoNext} redo={redoNext} onStep={onStep} />, [undoNext, redoNext, onStep]);

  const element = (
    <>
      {conflict && (
        <UndoConflictDialog
          conflict={conflict}
          onKeepTheirs={() => void step(conflict.direction, { keep_theirs: true }, conflict)}
          onOverwrite={() => void step(conflict.direction, { force: true }, conflict)}
          onDismiss={() => setConflict(null)}
        />
      )}
      {/* One live region for the whole time the calendar is open, so every notice put in it is read out. */}
      <Box role="status" aria-live="polite" data-testid="undo-notice" sx={{ position: 'fixed', left: 24, bottom: 24, zIndex: 'snackbar', maxWidth: 560 }}>
        {notice && (
          <Alert severity={notice.severity} role="presentation" onClose={() => setNotice(null)} sx={{ boxShadow: 3 }}>
            {notice.text}
          </Alert>
        )}
      </Box>
    </>
  );

  return { buttons, element };
}
