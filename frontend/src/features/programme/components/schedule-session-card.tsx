import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ClockIcon, PeopleIcon, PlaceIcon } from '@/components/icons/sprite';
import type { ReactElement, ReactNode } from 'react';
import { Pill } from '@/components/pill';
import { SessionLanguageBadge } from '@/components/sessions/session-language-badge';
import { SessionStar, StarOverlap } from '@/components/sessions/session-star';
import { RunningLate } from '@/components/sessions/running-late';
import { SessionTitleLink } from '@/components/sessions/session-title-link';
import { SessionTypeBadge } from '@/components/sessions/session-type-badge';
import { SessionSignup } from '@/components/signups/session-signup';
import { formatTime, speakerLine } from '@/lib/format';
import { sessionEnd, sessionStart } from '@/lib/schedule-days';
import type { ConferenceSession } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

function Detail({ icon, children }: { icon: ReactElement; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', pt: '2px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2" component="span" sx={{ color: 'text.primary' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One session of the selected day. A cancelled one stays listed, visibly marked (spec via the backend contract).
 * Its star saves it, flagged when it overlaps another, its title links to its page, and one that needs sign-up shows
 * its seats and the button that takes one (`star={false}`: a past edition's, which can neither be saved, nor signed
 * up for, nor has a page).
 */
export function ScheduleSessionCard({ session, star = true }: { session: ConferenceSession; star?: boolean }) {
  const { t } = useLingui();
  const cancelled = session.status === 'cancelled';
  const speakers = speakerLine(session.speakers);
  const start = formatTime(sessionStart(session));
  const end = formatTime(sessionEnd(session));
  const room = session.room || t`TBA`;
  const speakerCount = speakers.count;

  return (
    <Card
      component="article"
      data-testid="schedule-session"
      data-cancelled={cancelled ? 'true' : 'false'}
      sx={{ borderLeft: '5px solid', borderLeftColor: cancelled ? 'error.main' : 'primary.light', bgcolor: cancelled ? '#fbfbfc' : undefined }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ width: { sm: 200 }, flexShrink: 0, whiteSpace: 'nowrap' }}>
          <Detail icon={<ClockIcon />}>
            <Box component="span" sx={{ fontWeight: 700 }} data-testid="session-time">
              {start}
              {end && ` - ${end}`}
            </Box>
          </Detail>
        </Box>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
              <SessionTypeBadge type={session.type} />
              <SessionLanguageBadge language={session.language} />
              {cancelled && <Pill label={t`Cancelled`} color="error" size="small" sx={{ fontWeight: 700 }} />}
              {star && <RunningLate session={session} />}
            </Box>
            {star && <SessionStar sessionId={session.id} title={session.title} cancelled={cancelled} />}
          </Box>
          <Typography variant="h6" component="h3" sx={{ lineHeight: 1.3, textDecoration: cancelled ? 'line-through' : 'none', overflowWrap: 'anywhere' }}>
            {star ? <SessionTitleLink session={session} /> : <span lang={session.texts_in?.title}>{session.title}</span>}
          </Typography>
          {session.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }} lang={session.texts_in?.description}>
              {session.description}
            </Typography>
          )}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 1.5 }}>
            <Detail icon={<PlaceIcon />}>
              <Trans>Room: {room}</Trans>
            </Detail>
            {speakers.count > 0 && (
              <Detail icon={<PeopleIcon />}>
                {t`${plural(speakerCount, { one: 'Speaker:', other: 'Speakers:' })}`} {speakers.names}
              </Detail>
            )}
          </Box>
          {star && <SessionSignup session={session} variant="card" />}
          {star && <StarOverlap session={session} />}
        </Box>
      </CardContent>
    </Card>
  );
}
