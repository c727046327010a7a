import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { sessionHead, useItemTitle } from '@/app/layouts/item-head';
import { Pill } from '@/components/pill';
import { SessionStar, StarOverlap } from '@/components/sessions/session-star';
import { SessionLanguageBadge } from '@/components/sessions/session-language-badge';
import { RunningLate } from '@/components/sessions/running-late';
import { SessionTypeBadge } from '@/components/sessions/session-type-badge';
import { SessionSignup } from '@/components/signups/session-signup';
import { QuestionsPanel } from '@/features/questions/components/questions-panel';
import { formatLongDate, formatTime } from '@/lib/format';
import { speakerImage } from '@/lib/images';
import { idOfRef, speakerPath } from '@/lib/public/item-paths';
import { usePublicSession } from '@/lib/public/items';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { sessionEnd, sessionStart } from '@/lib/schedule-days';
import { Trans, useLingui } from '@lingui/react/macro';
import { SessionMedia } from '@/features/programme/components/session-media';
import { ItemPage } from './item-page';

function Fact({ icon, children }: { icon: ReactElement; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'text.secondary', '& svg': { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography component="span">{children}</Typography>
    </Box>
  );
}

/**
 * /sessions/{id}: one session of the programme with its day, time, room, speakers and description, rendered on the
 * server from the read model and kept live by the programme's pushes (a move shows here as on /schedule).
 */
export function SessionPage() {
  const { t, i18n } = useLingui();
  const found = usePublicSession(idOfRef(useParams().id));
  const { data: content } = useGetSiteContentQuery();
  useItemTitle(found.item ? sessionHead(found.item, content?.venue, i18n) : null);

  return (
    <ItemPage found={found} back={{ to: '/schedule', label: t`Full schedule` }} loadingLabel={t`Loading schedule`}>
      {(session) => {
        const cancelled = session.status === 'cancelled';
        const start = sessionStart(session);
        const end = sessionEnd(session);
        const from = formatTime(start);
        const to = formatTime(end);
        const speakers = [...session.speakers].sort((a, b) => a.display_order - b.display_order);
        return (
          <Box sx={{ maxWidth: 760 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <SessionTypeBadge type={session.type} />
              <SessionLanguageBadge language={session.language} />
              {cancelled && <Pill label={t`Cancelled`} color="error" size="small" sx={{ fontWeight: 700 }} />}
              <RunningLate session={session} />
            </Box>
            <Typography
              variant="h3"
              component="h1"
              lang={session.texts_in?.title}
              sx={{
                fontSize: { xs: '2rem', md: '2.6rem' },
                color: 'primary.main',
                overflowWrap: 'anywhere',
                textDecoration: cancelled ? 'line-through' : 'none',
              }}
            >
              {session.title}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 2.5 }} data-testid="session-facts">
              {start && <Fact icon={<EventIcon />}>{formatLongDate(start)}</Fact>}
              {start && <Fact icon={<AccessTimeIcon />}>{to ? `${from} – ${to}` : from}</Fact>}
              <Fact icon={<PlaceOutlinedIcon />}>{session.room || t`TBA`}</Fact>
            </Box>
            <StarOverlap session={session} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2.5 }}>
              <SessionStar sessionId={session.id} title={session.title} cancelled={cancelled} />
              {start && !cancelled && (
                <Button variant="outlined" href={`/public/sessions/${session.id}/ics`} download startIcon={<EventIcon aria-hidden />}>
                  <Trans>Add to calendar</Trans>
                </Button>
              )}
            </Box>
            <SessionMedia session={session} />
            <SessionSignup session={session} />
            {session.description && (
              <Typography sx={{ mt: 3, whiteSpace: 'pre-line' }} data-testid="session-description" lang={session.texts_in?.description}>
                {session.description}
              </Typography>
            )}
            {speakers.length > 0 && (
              <Box component="section" sx={{ mt: 4 }} aria-labelledby="session-speakers">
                <Typography id="session-speakers" variant="h5" component="h2" sx={{ mb: 2 }}>
                  <Trans>Speakers</Trans>
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
                  {speakers.map((speaker) => (
                    <Box component="li" key={speaker.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                      <Avatar src={speakerImage(speaker.image)} alt="" sx={{ width: 56, height: 56 }} />
                      <Box sx={{ minWidth: 0 }}>
                        <Link component={RouterLink} to={speakerPath(speaker)} sx={{ fontWeight: 700 }}>
                          {speaker.name}
                        </Link>
                        {speaker.title && (
                          <Typography variant="body2" color="text.secondary">
                            {speaker.title}
                          </Typography>
                        )}
                      </Box>
                    </Box>
                  ))}
                </Box>
              </Box>
            )}
            <QuestionsPanel sessionId={session.id} />
          </Box>
        );
      }}
    </ItemPage>
  );
}
