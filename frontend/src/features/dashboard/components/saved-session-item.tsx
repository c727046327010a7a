import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OverlapNote } from '@/components/sessions/overlap-note';
import { SessionSignup } from '@/components/signups/session-signup';
import type { ConferenceSession } from '@/types/api';
import { CancelledChip, Fact, FactList, IcsLink, isCancelled, sessionWhen, SpeakerNames } from './session-facts';
import { Trans, useLingui } from '@lingui/react/macro';

interface SavedSessionItemProps {
  session: ConferenceSession;
  /** The other saved sessions it runs at the same time as. */
  overlaps?: readonly ConferenceSession[];
  onRemove: (session: ConferenceSession) => void;
  /** Offline: the list cannot be changed until the connection is back. */
  disabled?: boolean;
  /** Shown under the session: its rating, once it has ended. */
  children?: ReactNode;
}

/**
 * A saved session: title, date, time, room, speaker names and Remove (spec); flagged when it overlaps another; with
 * its seats and sign-up when it needs one.
 */
export function SavedSessionItem({ session, overlaps = [], onRemove, disabled = false, children }: SavedSessionItemProps) {
  const { t } = useLingui();
  const { date, time } = sessionWhen(session);
  const room = session.room || t`TBA`;
  const title = session.title;
  const cancelled = isCancelled(session);
  return (
    <Box
      component="li"
      data-testid="saved-session"
      data-session-id={session.id}
      data-cancelled={cancelled ? 'true' : 'false'}
      sx={{
        listStyle: 'none',
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderLeft: '4px solid',
        borderLeftColor: cancelled ? 'error.main' : 'primary.light',
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h4"
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}
        >
          {session.title}
        </Typography>
        <CancelledChip session={session} />
      </Box>
      <FactList>
        <Fact testId="session-date">{date}</Fact>
        <Fact testId="session-time">{time}</Fact>
        <Fact testId="session-room">
          <Trans>Room: {room}</Trans>
        </Fact>
      </FactList>
      <FactList>
        <SpeakerNames session={session} />
      </FactList>
      <OverlapNote others={overlaps} />
      {/* A saved session that needs sign-up: its seats, and the button that takes one. */}
      <SessionSignup session={session} variant="card" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
        <IcsLink session={session} />
        <Button size="small" color="error" variant="outlined" disabled={disabled} onClick={() => onRemove(session)} aria-label={t`Remove ${title}`} data-remove>
          <Trans>Remove</Trans>
        </Button>
      </Box>
      {children}
    </Box>
  );
}
