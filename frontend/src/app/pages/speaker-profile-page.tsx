import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { speakerHead, useItemTitle } from '@/app/layouts/item-head';
import { SpeakerDetails } from '@/components/speakers/speaker-details';
import { formatLongDate, formatTime } from '@/lib/format';
import { idOfRef, sessionPath } from '@/lib/public/item-paths';
import { usePublicSpeaker } from '@/lib/public/items';
import { useGetSpeakerSessionsQuery } from '@/lib/public/public-api';
import { byStart, sessionStart } from '@/lib/schedule-days';
import { Trans, useLingui } from '@lingui/react/macro';
import { ItemPage } from './item-page';

/** The sessions a speaker is on, in the order they happen, each linking to its page. */
function SpeakerSessions({ speakerId }: { speakerId: number }) {
  const { t } = useLingui();
  const { currentData } = useGetSpeakerSessionsQuery(speakerId);
  const sessions = byStart(currentData ?? []);
  if (sessions.length === 0) return null;
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="speaker-sessions">
      <Typography id="speaker-sessions" variant="h5" component="h2" sx={{ mb: 2 }}>
        <Trans>Sessions</Trans>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {sessions.map((session) => {
          const start = sessionStart(session);
          const day = formatLongDate(start);
          const time = formatTime(start);
          const room = session.room;
          return (
            <Paper key={session.id} component="li" variant="outlined" sx={{ p: 2 }}>
              <Link component={RouterLink} to={sessionPath(session)} sx={{ fontWeight: 700 }} lang={session.texts_in?.title}>
                {session.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {start ? t`${day}, ${time} · ${room}` : room}
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}

/** /speakers/{id}: the spec's Speaker Details as a page of its own, with the speaker's sessions; rendered on the server. */
export function SpeakerProfilePage() {
  const { t, i18n } = useLingui();
  const found = usePublicSpeaker(idOfRef(useParams().id));
  useItemTitle(found.item ? speakerHead(found.item, i18n) : null);
  return (
    <ItemPage found={found} back={{ to: '/speakers', label: t`All speakers` }} loadingLabel={t`Loading speakers`}>
      {(speaker) => (
        <Box sx={{ maxWidth: 760 }}>
          <SpeakerDetails speaker={speaker} headings={{ name: 'h1', section: 'h2' }} />
          <SpeakerSessions speakerId={speaker.id} />
        </Box>
      )}
    </ItemPage>
  );
}
