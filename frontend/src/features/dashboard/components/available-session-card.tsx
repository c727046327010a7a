import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import { SessionLanguageBadge } from '@/components/sessions/session-language-badge';
import { SessionTypeBadge } from '@/components/sessions/session-type-badge';
import type { ConferenceSession } from '@/types/api';
import { CancelledChip, Fact, FactList, IcsLink, isCancelled, sessionWhen, SpeakerNames } from './session-facts';
import { Trans, useLingui } from '@lingui/react/macro';

interface AvailableSessionCardProps {
  session: ConferenceSession;
  saved: boolean;
  onToggle: (session: ConferenceSession) => void;
  /** Offline: the list cannot be changed until the connection is back. */
  disabled?: boolean;
}

/**
 * A session of the programme: title, type badge, date, time, duration, room, speakers, description and the
 * Add to Schedule / Remove from Schedule toggle (spec). A cancelled one stays listed and can still be removed,
 * but not added.
 */
export function AvailableSessionCard({ session, saved, onToggle, disabled = false }: AvailableSessionCardProps) {
  const { t } = useLingui();
  const { date, time } = sessionWhen(session);
  const duration = session.duration || 60;
  const room = session.room || t`TBA`;
  const title = session.title;
  const cancelled = isCancelled(session);
  return (
    <Box
      component="li"
      data-testid="available-session"
      data-session-id={session.id}
      data-cancelled={cancelled ? 'true' : 'false'}
      sx={{
        listStyle: 'none',
        p: 2,
        border: '1px solid',
        borderColor: saved ? 'primary.light' : 'divider',
        bgcolor: saved ? '#f1f5fd' : cancelled ? '#fbfbfc' : 'background.paper',
        borderRadius: 2,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <SessionTypeBadge type={session.type} />
        <SessionLanguageBadge language={session.language} />
        <CancelledChip session={session} />
      </Box>
      <Typography
        variant="subtitle1"
        component="h4"
        sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere', textDecoration: cancelled ? 'line-through' : 'none' }}
      >
        {session.title}
      </Typography>
      <FactList>
        <Fact testId="session-date">{date}</Fact>
        <Fact testId="session-time">{time}</Fact>
        <Fact testId="session-duration">
          <Trans>Duration: {duration} min</Trans>
        </Fact>
        <Fact testId="session-room">
          <Trans>Room: {room}</Trans>
        </Fact>
      </FactList>
      <FactList>
        <SpeakerNames session={session} />
      </FactList>
      {session.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {session.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
        <IcsLink session={session} />
        <Button
          size="small"
          variant={saved ? 'outlined' : 'contained'}
          startIcon={saved ? <CheckIcon /> : <AddIcon />}
          disabled={disabled || (cancelled && !saved)}
          onClick={() => onToggle(session)}
          aria-label={saved ? t`Remove from Schedule: ${title}` : t`Add to Schedule: ${title}`}
        >
          {saved ? t`Remove from Schedule` : t`Add to Schedule`}
        </Button>
      </Box>
    </Box>
  );
}
