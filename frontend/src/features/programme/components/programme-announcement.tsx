import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useScheduleReleased } from './use-schedule-released';
import { useGetScheduleChangesQuery, type ScheduleChange } from '@/lib/public/schedule-changes-api';
import { changeText } from '@/lib/schedule-change-text';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/**
 * How long the page waits for more live edits before it tells them, once for all: an organiser moving five sessions
 * in a row is one message, not five interruptions.
 */
export const LIVE_EDITS_QUIET_MS = 1500;

/**
 * Calls `tell` with the live edits (changes made public at once, without a release) that reach the 'What changed'
 * list while the page is open, gathered until none has come for LIVE_EDITS_QUIET_MS. What the list held when the
 * page opened is not news.
 */
function useLiveEdits(tell: (changes: ScheduleChange[]) => void) {
  const { data: changes } = useGetScheduleChangesQuery();
  const seen = useRef<Set<number> | null>(null);
  const pending = useRef<ScheduleChange[]>([]);
  useEffect(() => {
    if (!changes) return;
    if (seen.current === null) {
      seen.current = new Set(changes.map((c) => c.id));
      return;
    }
    for (const change of changes) {
      if (seen.current.has(change.id)) continue;
      seen.current.add(change.id);
      // A release's changes are told by the release itself.
      if (!change.release) pending.current.push(change);
    }
    if (pending.current.length === 0) return;
    const timer = setTimeout(() => tell(pending.current.splice(0)), LIVE_EDITS_QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes, tell]);
}

/** The most messages shown at once (the newest first); older ones give way. */
const SHOWN = 3;

/**
 * What changed in the programme while the page is open, shown above it and read out politely from a live region that
 * is always in the page (WCAG 4.1.3): a release ('Programme updated: Version 3') and, in live mode, the edits
 * themselves ('Programme updated: Keynote: moved from Mon 9:00 AM to Mon 10:00 AM', or how many when several came
 * together). Each message stays until closed, or until newer ones push it out.
 */
export function ProgrammeAnnouncement() {
  const { t } = useLingui();
  const [messages, setMessages] = useState<{ key: number; text: string }[]>([]);
  const keys = useRef(0);
  const tell = useCallback((text: string) => setMessages((shown) => [{ key: ++keys.current, text }, ...shown].slice(0, SHOWN)), []);
  useScheduleReleased(useCallback(({ name }: { name: string }) => tell(t`Programme updated: ${name}`), [t, tell]));
  useLiveEdits(
    useCallback(
      (changes: ScheduleChange[]) => {
        if (changes.length === 1) {
          const [{ title }] = changes;
          const what = changeText(changes[0]);
          tell(t`Programme updated: ${title}: ${what}`);
        } else {
          const count = changes.length;
          tell(
            t`${plural(count, { one: 'Programme updated: # change, listed under “What changed”', other: 'Programme updated: # changes, listed under “What changed”' })}`,
          );
        }
      },
      [t, tell],
    ),
  );
  return (
    <Box role="status" aria-live="polite" data-testid="programme-announcement">
      {messages.map(({ key, text }) => (
        <Alert key={key} role="none" severity="info" onClose={() => setMessages((shown) => shown.filter((m) => m.key !== key))} sx={{ mb: 2 }}>
          {text}
        </Alert>
      ))}
    </Box>
  );
}
