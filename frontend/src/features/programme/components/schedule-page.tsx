import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { OfflineBanner } from '@/components/offline-banner';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useGetPublicScheduleQuery } from '@/lib/public/public-api';
import { useGetScheduleChangesQuery } from '@/lib/public/schedule-changes-api';
import { errorMessage } from '@/lib/api-errors';
import { type EventDay, eventDays, sessionsOnDay } from '@/lib/schedule-days';
import { filterByLanguage } from '../lib/language-filter';
import { DayPicker } from './day-picker';
import { LanguageFilterButtons } from './language-filter-buttons';
import { ProgrammeVersions } from './programme-versions';
import { ReleaseAnnouncement } from './release-announcement';
import { ScheduleChanges } from './schedule-changes';
import { ScheduleExports } from './schedule-exports';
import { ScheduleEmpty } from './schedule-empty';
import { ScheduleSessionCard } from './schedule-session-card';
import { useLanguageFilter } from './use-language-filter';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /schedule: one tab-like button per day, that day's sessions in start order (only those held in the language the
 * address names, ?language=de), the recent changes above them and the exports; follows organiser changes live, says when a new version is released, and lists the released versions.
 */
export function SchedulePage() {
  const { t } = useLingui();
  const { data: sessions, isLoading: sessionsLoading, error } = useGetPublicScheduleQuery();
  // 'What changed' sits above the day buttons: the page waits for it too (both load at once), so it cannot appear
  // later and push the list down under the visitor's eyes (layout shift). A failed load shows no box, as before.
  const changesLoading = useGetScheduleChangesQuery().isLoading;
  const isLoading = sessionsLoading || changesLoading;
  const days = useMemo(() => eventDays(sessions ?? []), [sessions]);

  // The first day is chosen once sessions exist; from then on the choice stays, even if a live update empties
  // that day, so the visitor is not moved to another date under their eyes.
  const [selected, setSelected] = useState<EventDay | null>(null);
  if (!selected && days.length > 0) setSelected(days[0]);

  const buttons = useMemo(() => {
    if (!selected || days.some((day) => day.key === selected.key)) return days;
    return [...days, selected].sort((a, b) => a.key.localeCompare(b.key));
  }, [days, selected]);
  // Filtered on every render of the live list, so sessions pushed later are filtered too; the days stay all of them.
  const [language, setLanguage] = useLanguageFilter();
  const daySessions = useMemo(() => (selected ? filterByLanguage(sessionsOnDay(sessions ?? [], selected.key), language) : []), [sessions, selected, language]);
  const dayEmpty =
    language === 'de'
      ? t`There are no sessions in German on this date. Please select another date or language.`
      : language === 'en'
        ? t`There are no sessions in English on this date. Please select another date or language.`
        : t`There are no sessions scheduled for this date. Please select another date.`;

  let body;
  if (isLoading) {
    body = <PageSpinner label={t`Loading schedule`} />;
  } else if (!sessions) {
    body = error && (
      <Alert severity="error">
        <AlertTitle>
          <Trans>Error loading schedule</Trans>
        </AlertTitle>
        {errorMessage(error, t`Failed to load schedule`)}
      </Alert>
    );
  } else if (sessions.length === 0 || !selected) {
    body = <ScheduleEmpty title={t`No Schedule Items Yet`} text={t`The conference schedule is being finalized. Please check back soon!`} />;
  } else {
    body = (
      <>
        <ScheduleChanges />
        <LanguageFilterButtons selected={language} onSelect={setLanguage} />
        <DayPicker days={buttons} selected={selected.key} onSelect={setSelected} />
        <section aria-labelledby="schedule-day">
          <Typography id="schedule-day" variant="h5" component="h2" sx={{ mb: 2 }}>
            {selected.label}
          </Typography>
          {daySessions.length === 0 ? (
            <ScheduleEmpty title={t`No Events on This Day`} text={dayEmpty} headingLevel="h3" />
          ) : (
            <Stack spacing={2}>
              {daySessions.map((session) => (
                <ScheduleSessionCard key={session.id} session={session} />
              ))}
            </Stack>
          )}
        </section>
      </>
    );
  }

  return (
    <PageContainer>
      <PageHeader title={t`Conference Schedule`}>{sessions && sessions.length > 0 && <ScheduleExports sessions={sessions} />}</PageHeader>
      <OfflineBanner />
      <ReleaseAnnouncement />
      {body}
      <ProgrammeVersions />
    </PageContainer>
  );
}
