import { lazy, Suspense, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { OfflineBanner } from '@/components/offline-banner';
import { InstallAppHint } from '@/components/install-app-hint';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { StartsAtOnceWhen } from '@/components/starts-at-once-when';
import { useGetConferenceSettingsQuery } from '@/lib/public/public-api';
import { useGetScheduleChangesQuery } from '@/lib/public/schedule-changes-api';
import { errorMessage } from '@/lib/api-errors';
import { type EventDay, sessionsOnDay } from '@/lib/schedule-days';
import { filterByLanguage } from '../lib/language-filter';
import { activeFilterCount } from '../lib/schedule-filters';
import { duringEdition, venueDayKey } from '../lib/edition-days';
import { DayPicker } from './day-picker';
import { LanguageFilterButtons } from './language-filter-buttons';
import { ProgrammeVersions } from './programme-versions';
import { ProgrammeAnnouncement } from './programme-announcement';
import { ScheduleChanges } from './schedule-changes';
import { ScheduleExports } from './schedule-exports';
import { ScheduleEmpty } from './schedule-empty';
import { SessionStar, StarOverlap } from '@/components/sessions/session-star';
import type { ConferenceSession } from '@/types/api';
import { ScheduleSessionCard } from './schedule-session-card';
import { ScheduleToolbar } from './schedule-toolbar';
import { loadMatch, useFilterMatch } from './use-filter-match';
import { useMinuteClock } from './use-minute-clock';
import { useProgramme } from './use-programme';
import { useScheduleView, WIDE } from './use-schedule-view';
import { Trans, useLingui } from '@lingui/react/macro';

// Not part of the page's first load: the timetable is fetched on wide screens only, the filters when a visitor opens
// them (or the address has one), "Now and next" while the event runs.
const loadGrid = () => import('./timetable-grid');
const TimetableGrid = lazy(async () => ({ default: (await loadGrid()).TimetableGrid }));
const loadFilters = () => import('./schedule-filter-panel');
const ScheduleFilterPanel = lazy(async () => ({ default: (await loadFilters()).ScheduleFilterPanel }));
const NowNextPanel = lazy(async () => ({ default: (await import('./now-next-panel')).NowNextPanel }));
const prefetchFilters = () => void Promise.all([loadFilters(), loadMatch()]);
const FILTERS_ID = 'schedule-filters';

/**
 * /schedule: one tab-like button per day, that day's sessions in start order (only those held in the language the
 * address names, ?language=de), the recent changes above them and the exports; follows organiser changes live, says when a new version is released, and lists the released versions.
 * On wide screens the day is a timetable (rooms as columns) unless the address asks for the list (?view=list); search and
 * filters by room, track and type are kept in the address too. While the event runs it opens on today and shows what
 * runs now and next in each room.
 */
function SessionList({ sessions }: { sessions: readonly ConferenceSession[] }) {
  return (
    <Stack spacing={2}>
      {sessions.map((session) => (
        <ScheduleSessionCard key={session.id} session={session} />
      ))}
    </Stack>
  );
}

function RestOfDay({ label }: { label: string }) {
  return (
    <Typography role="progressbar" aria-label={label} color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
      {label}…
    </Typography>
  );
}

export function SchedulePage() {
  const { t } = useLingui();
  const { sessions, days, partial, isLoading: sessionsLoading, error } = useProgramme();
  // 'What changed' sits above the day buttons: the page waits for it too (both load at once), so it cannot appear
  // later and push the list down under the visitor's eyes (layout shift). A failed load shows no box, as before.
  // Only its first load is waited for: the box asks again when it mounts after a failure, and waiting for that too
  // swapped the page for the spinner, unmounted the box and asked again, round and round.
  const changesLoading = useGetScheduleChangesQuery().isLoading;
  const [changesSettled, setChangesSettled] = useState(false);
  if (!changesSettled && !changesLoading) setChangesSettled(true);
  const isLoading = sessionsLoading || !changesSettled;

  // The first day is chosen once sessions exist; from then on the choice stays, even if a live update empties
  // that day, so the visitor is not moved to another date under their eyes. Once the page runs (the clock is known)
  // it moves once to today, if today is a day of the programme.
  const [selected, setSelected] = useState<EventDay | null>(null);
  const [openedOnToday, setOpenedOnToday] = useState(false);
  const now = useMinuteClock();
  if (!selected && days.length > 0) setSelected(days[0]);
  if (!openedOnToday && now !== null && days.length > 0) {
    setOpenedOnToday(true);
    const today = days.find((day) => day.key === venueDayKey(now));
    if (today) setSelected(today);
  }
  const { data: settings } = useGetConferenceSettingsQuery();
  const live = now !== null && !!settings && duringEdition(now, settings.event_starts_on, settings.event_ends_on);

  const buttons = useMemo(() => {
    if (!selected || days.some((day) => day.key === selected.key)) return days;
    return [...days, selected].sort((a, b) => a.key.localeCompare(b.key));
  }, [days, selected]);
  // Filtered on every render of the live list, so sessions pushed later are filtered too; the days stay all of them.
  const { filters, setFilters, view, wide, setView } = useScheduleView();
  const narrowed = activeFilterCount(filters);
  const match = useFilterMatch(narrowed > 0);
  // For the moment the matching code takes to arrive, the day shows a spinner rather than sessions that do not match.
  const matching = narrowed > 0 && !match;
  const filtered = useMemo(
    () => (narrowed === 0 ? filterByLanguage(sessions ?? [], filters.language) : match ? match.applyFilters(sessions ?? [], filters) : []),
    [sessions, filters, narrowed, match],
  );
  const daySessions = useMemo(() => (selected ? sessionsOnDay(filtered, selected.key) : []), [filtered, selected]);
  const [filtersToggled, setFiltersToggled] = useState<boolean | null>(null);
  const filtersOpen = filtersToggled ?? narrowed > 0;
  const language = filters.language;
  const dayEmpty =
    narrowed > 0
      ? t`No sessions on this date match the search and filters. Please select another date or change the filters.`
      : language === 'de'
        ? t`There are no sessions in German on this date. Please select another date or language.`
        : language === 'en'
          ? t`There are no sessions in English on this date. Please select another date or language.`
          : t`There are no sessions scheduled for this date. Please select another date.`;

  let body;
  if (isLoading) {
    body = <PageSpinner label={t`Loading schedule`} />;
  } else if (!sessions) {
    body = error ? (
      <Alert severity="error">
        <AlertTitle>
          <Trans>Error loading schedule</Trans>
        </AlertTitle>
        {errorMessage(error, t`Failed to load schedule`)}
      </Alert>
    ) : null;
  } else if (sessions.length === 0 || !selected) {
    body = <ScheduleEmpty title={t`No Schedule Items Yet`} text={t`The conference schedule is being finalized. Please check back soon!`} />;
  } else {
    body = (
      <>
        <ScheduleChanges />
        {live && !matching && (
          <Suspense fallback={null}>
            <NowNextPanel sessions={filtered} now={now} />
          </Suspense>
        )}
        <LanguageFilterButtons selected={language} onSelect={(next) => setFilters({ language: next })} />
        <ScheduleToolbar
          filtersId={FILTERS_ID}
          filtersOpen={filtersOpen}
          activeFilters={narrowed}
          onToggleFilters={() => setFiltersToggled(!filtersOpen)}
          onPrefetchFilters={prefetchFilters}
          view={wide ? view : null}
          onView={setView}
        />
        {filtersOpen && (
          <Suspense fallback={null}>
            <ScheduleFilterPanel id={FILTERS_ID} sessions={sessions} filters={filters} onChange={setFilters} />
          </Suspense>
        )}
        <DayPicker days={buttons} selected={selected.key} onSelect={setSelected} />
        <section aria-labelledby="schedule-day">
          <Typography id="schedule-day" variant="h5" component="h2" sx={{ mb: 2 }}>
            {selected.label}
          </Typography>
          {matching || (partial && selected.key !== partial.dayKey) ? (
            <PageSpinner label={t`Loading schedule`} />
          ) : daySessions.length === 0 ? (
            <ScheduleEmpty title={t`No Events on This Day`} text={dayEmpty} headingLevel="h3" />
          ) : view === 'grid' ? (
            // Until the timetable's code arrives the list stays, so nothing blinks.
            <Suspense fallback={<SessionList sessions={daySessions} />}>
              <TimetableGrid
                dayKey={selected.key}
                dayLabel={selected.label}
                sessions={daySessions}
                renderAction={(session) => <SessionStar sessionId={session.id} title={session.title} cancelled={session.status === 'cancelled'} />}
                renderNote={(session) => <StarOverlap session={session} />}
              />
            </Suspense>
          ) : (
            <SessionList sessions={daySessions} />
          )}
          {/* The rest of the first day comes with the page's code, which starts when this nears the screen. Still, not
              spinning: an animation would repaint a phone's screen all the while nobody scrolls there. */}
          {partial && partial.more > 0 && selected.key === partial.dayKey && !matching && <RestOfDay label={t`Loading the rest of the day`} />}
        </section>
      </>
    );
  }

  return (
    <PageContainer>
      {/* The timetable on wide screens, and today's day and what runs now during the event, need the page's code. */}
      <StartsAtOnceWhen media={WIDE} days={settings ? [settings.event_starts_on, settings.event_ends_on] : undefined} />
      <PageHeader title={t`Conference Schedule`}>{sessions && sessions.length > 0 && <ScheduleExports sessions={sessions} />}</PageHeader>
      <OfflineBanner />
      <InstallAppHint />
      <ProgrammeAnnouncement />
      {body}
      <ProgrammeVersions />
    </PageContainer>
  );
}
