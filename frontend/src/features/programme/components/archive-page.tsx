import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import EventIcon from '@mui/icons-material/Event';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { errorMessage } from '@/lib/api-errors';
import { useGetEditionQuery, useGetEditionsQuery } from '@/lib/public/archive-api';
import { editionDates } from '@/lib/public/edition';
import { eventDays, sessionsOnDay } from '@/lib/schedule-days';
import { ScheduleSessionCard } from './schedule-session-card';

const linkSx = { display: 'inline-flex', alignItems: 'center', gap: 0.75 } as const;

/** /archive/{year}: a past edition's programme, day by day, its speakers and its feeds, as visitors last read them. */
export function ArchiveEditionPage() {
  const { t } = useLingui();
  const year = Number(useParams().year);
  const valid = Number.isInteger(year) && year > 0;
  const { data: edition, isLoading, error } = useGetEditionQuery(year, { skip: !valid });

  if (!valid) return <ArchiveMissing />;
  if (isLoading) return <PageSpinner label={t`Loading the ${year} edition`} />;
  if (!edition) {
    if (error && 'status' in error && error.status === 404) return <ArchiveMissing />;
    const reason = errorMessage(error, t`Failed to load the edition`);
    return (
      <PageContainer>
        <Alert severity="error">{t`Error: ${reason}`}</Alert>
      </PageContainer>
    );
  }
  const days = eventDays(edition.sessions);
  const dates = editionDates(edition.starts_on, edition.ends_on);
  const feed = (file: string) => `/public/editions/${edition.year}/${file}`;
  return (
    <PageContainer>
      <PageHeader title={edition.name} subtitle={t`A past edition: ${dates}. Its programme and speakers as they were.`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 2 }}>
          <Link href={feed('schedule.ics')} download={`schedule-${edition.year}.ics`} sx={linkSx}>
            <EventIcon fontSize="small" aria-hidden />
            <Trans>Programme as a calendar (.ics)</Trans>
          </Link>
          <Link href={feed('schedule.json')} download={`schedule-${edition.year}.json`} sx={linkSx}>
            <CodeIcon fontSize="small" aria-hidden />
            <Trans>Schedule data (JSON)</Trans>
          </Link>
          <Link href={feed('schedule.xml')} download={`schedule-${edition.year}.xml`} sx={linkSx}>
            <CodeIcon fontSize="small" aria-hidden />
            <Trans>frab XML (apps)</Trans>
          </Link>
        </Stack>
      </PageHeader>

      <Box component="section" aria-labelledby="archive-programme" sx={{ mb: 6 }}>
        <Typography id="archive-programme" variant="h4" component="h2" sx={{ mb: 2 }}>
          <Trans>Programme</Trans>
        </Typography>
        {days.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>No sessions were published for this edition.</Trans>
          </Typography>
        ) : (
          days.map((day) => (
            <Box component="section" key={day.key} aria-label={day.label} sx={{ mb: 4 }} data-testid="archive-day">
              <Typography variant="h5" component="h3" sx={{ mb: 2 }}>
                {day.label}
              </Typography>
              <Stack spacing={2}>
                {sessionsOnDay(edition.sessions, day.key).map((session) => (
                  <ScheduleSessionCard key={session.id} session={session} star={false} />
                ))}
              </Stack>
            </Box>
          ))
        )}
      </Box>

      {edition.speakers.length > 0 && (
        <Box component="section" aria-labelledby="archive-speakers">
          <Typography id="archive-speakers" variant="h4" component="h2" sx={{ mb: 2 }}>
            <Trans>Speakers</Trans>
          </Typography>
          <SpeakerGrid speakers={edition.speakers} linked={false} />
        </Box>
      )}
    </PageContainer>
  );
}

/** An address in the archive that names no past edition: says so, and lists the ones there are. */
function ArchiveMissing() {
  return (
    <PageContainer>
      <PageHeader title={<Trans>Edition not found</Trans>} />
      <ArchiveList />
    </PageContainer>
  );
}

/** /archive: every past edition, newest first. */
export function ArchiveIndexPage() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <PageHeader title={t`Past editions`} subtitle={t`The programme and speakers of every edition before this one.`} />
      <ArchiveList />
    </PageContainer>
  );
}

function ArchiveList() {
  const { t } = useLingui();
  const { data: editions, isLoading } = useGetEditionsQuery();
  if (isLoading) return <PageSpinner label={t`Loading past editions`} />;
  if (!editions || editions.length === 0) {
    return (
      <Typography color="text.secondary">
        <Trans>No past editions are in the archive yet.</Trans>
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ pl: 2.5 }} data-testid="archive-list">
      {editions.map((edition) => (
        <Typography component="li" key={edition.year} sx={{ mb: 1 }}>
          <Link component={RouterLink} to={`/archive/${edition.year}`}>
            {edition.name}
          </Link>{' '}
          · {editionDates(edition.starts_on, edition.ends_on)}
        </Typography>
      ))}
    </Box>
  );
}
