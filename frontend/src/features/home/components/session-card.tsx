import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ClockIcon, PersonIcon, RoomIcon } from '@/components/icons/sprite';
import type { ReactElement, ReactNode } from 'react';
import { Pill } from '@/components/pill';
import { SessionLanguageBadge } from '@/components/sessions/session-language-badge';
import { SessionStar, StarOverlap } from '@/components/sessions/session-star';
import { SessionTitleLink } from '@/components/sessions/session-title-link';
import { formatDate, formatTime, speakerLine } from '@/lib/format';
import type { ConferenceSession } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

function Detail({ icon, children }: { icon: ReactElement; children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', mt: '1px', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <span>{children}</span>
    </Typography>
  );
}

/**
 * A session on the home list: what, when, where, what it is held in, its raw status and who speaks, in speaker order;
 * its star, flagged when it overlaps another starred session.
 */
export function SessionCard({ session }: { session: ConferenceSession }) {
  const { t } = useLingui();
  const cancelled = session.status === 'cancelled';
  const speakers = speakerLine(session.speakers);
  const start = session.startTime;
  const room = session.room || t`TBA`;
  const status = session.status;
  const speakerCount = speakers.count;

  return (
    <Card data-testid="session-card" sx={{ height: '100%', ...(cancelled && { bgcolor: 'grey.50' }) }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          {/* minWidth 0: a long word of the title breaks, rather than pushing the star past a phone's screen. */}
          <Typography
            variant="h6"
            component="h3"
            sx={{ lineHeight: 1.3, minWidth: 0, ...(cancelled && { textDecoration: 'line-through', color: 'text.secondary' }) }}
          >
            <SessionTitleLink session={session} />
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <SessionLanguageBadge language={session.language} />
            {cancelled && <Pill label={t`Cancelled`} color="error" size="small" sx={{ fontWeight: 700 }} />}
            <SessionStar sessionId={session.id} title={session.title} cancelled={cancelled} />
          </Stack>
        </Stack>
        {session.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} lang={session.texts_in?.description}>
            {session.description}
          </Typography>
        )}
        <Stack spacing={0.75}>
          {start && (
            <Detail icon={<ClockIcon />}>
              {formatDate(start)}, {formatTime(start)}
              {session.endTime && <> – {formatTime(session.endTime)}</>}
            </Detail>
          )}
          <Detail icon={<RoomIcon />}>
            <Trans>Room: {room}</Trans>
          </Detail>
          {speakers.count > 0 && (
            <Detail icon={<PersonIcon />}>
              <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t`${plural(speakerCount, { one: 'Speaker:', other: 'Speakers:' })}`}
              </Box>{' '}
              {speakers.names}
            </Detail>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ pt: 0.5 }}>
            <Trans>Status: {status}</Trans>
          </Typography>
        </Stack>
        <StarOverlap session={session} />
      </CardContent>
    </Card>
  );
}
