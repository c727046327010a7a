import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useIsOffline } from '@/lib/offline/offline-state';
import { sessionEnd } from '@/lib/schedule-days';
import type { ConferenceSession } from '@/types/api';
import { useGetFeedbackEligibilityQuery, useGetMyFeedbackQuery } from '../api/feedback-api';
import { usePersonalSchedule } from '../hooks/use-personal-schedule';
import { AvailableSessionCard } from './available-session-card';
import { DashboardSection } from './dashboard-section';
import { SavedSessionItem } from './saved-session-item';
import { isCancelled } from './session-facts';
import { SessionRating } from './session-rating';
import { EmptyMessage, ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={id}>
      <Typography id={`${id}-heading`} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/**
 * Where the focus goes after Remove took a saved session out of the list (its button went with it, and the focus
 * would fall to the page): the next saved session's Remove, else the one before, else that session's card under
 * Available Sessions, which offers to add it again.
 */
function focusAfterRemoval(list: HTMLElement | null, removedId: number, index: number) {
  const removes = [...(list?.querySelectorAll<HTMLElement>('[data-testid="saved-session"] [data-remove]') ?? [])];
  const next = removes[Math.min(index, removes.length - 1)];
  const card = document.querySelector<HTMLElement>(`[data-testid="available-session"][data-session-id="${removedId}"] button:not(:disabled)`);
  (next ?? card)?.focus();
}

/** Where the focus goes after Add to Schedule took a session out of the browsing list (on a phone): its saved entry's Remove. */
function focusAfterAdding(list: HTMLElement | null, addedId: number) {
  list?.querySelector<HTMLElement>(`[data-testid="saved-session"][data-session-id="${addedId}"] [data-remove]`)?.focus();
}

/** A session can be rated once it has ended, unless it was cancelled (the server says the same). */
function canBeRated(session: ConferenceSession, now = Date.now()): boolean {
  const end = sessionEnd(session);
  return !isCancelled(session) && end !== null && new Date(end).getTime() <= now;
}

const listSx = { m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 } as const;

interface ScheduleSectionProps {
  userId: number;
  /** Attendees and speakers rate the sessions they saved; organisers do not. */
  canRate: boolean;
}

/**
 * Your Conference Schedule: the saved sessions, each that has ended with its rating, then every session with its
 * Add/Remove toggle.
 */
export function ScheduleSection({ userId, canRate }: ScheduleSectionProps) {
  const { t } = useLingui();
  const schedule = usePersonalSchedule(userId);
  const feedback = useGetMyFeedbackQuery(userId, { skip: !canRate });
  const eligibility = useGetFeedbackEligibilityQuery(userId, { skip: !canRate });
  // Changes wait for the connection rather than fail or get lost (the offline banner says so).
  const offline = useIsOffline();
  // Side by side, a saved session is in both columns (its card in the browsing list offers Remove); one above the
  // other on a phone, it is listed once, under Your Saved Sessions, and the browsing list offers what is not saved.
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const browsing = stacked ? schedule.sessions.filter((session) => !schedule.isSaved(session)) : schedule.sessions;

  // Remove in the saved list: once the entry is gone, the focus goes on from where it was (focusAfterRemoval).
  const savedList = useRef<HTMLUListElement>(null);
  const removing = useRef<{ id: number; index: number } | null>(null);
  const removeSaved = (session: ConferenceSession) => {
    removing.current = { id: session.id, index: schedule.saved.findIndex((s) => s.id === session.id) };
    void schedule.toggle(session);
  };
  // Add in the browsing list on a phone: the card leaves that list (a saved session is listed once) and its button
  // with it; once the session is saved, the focus goes to its entry's Remove (focusAfterAdding).
  const adding = useRef<number | null>(null);
  const toggleBrowsing = (session: ConferenceSession) => {
    adding.current = stacked && !schedule.isSaved(session) ? session.id : null;
    void schedule.toggle(session);
  };
  const { saved } = schedule;
  useEffect(() => {
    const nowhere = () => document.activeElement === null || document.activeElement === document.body;
    const removed = removing.current;
    if (removed && !saved.some((s) => s.id === removed.id)) {
      removing.current = null;
      if (nowhere()) focusAfterRemoval(savedList.current, removed.id, removed.index);
    }
    const added = adding.current;
    if (added !== null && saved.some((s) => s.id === added)) {
      adding.current = null;
      if (nowhere()) focusAfterAdding(savedList.current, added);
    }
  }, [saved]);

  let body: ReactNode;
  if (schedule.isLoading) {
    body = <LoadingMessage>{t`Loading sessions...`}</LoadingMessage>;
  } else if (schedule.isError) {
    body = (
      <ErrorMessage>
        <Trans>Could not load schedule information. Please try again later.</Trans>
      </ErrorMessage>
    );
  } else {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Column id="saved-sessions" title={t`Your Saved Sessions`}>
            {schedule.saved.length === 0 ? (
              <Stack spacing={0.5}>
                <EmptyMessage>
                  <Trans>You haven't saved any sessions yet.</Trans>
                </EmptyMessage>
                <Typography variant="body2" color="text.secondary">
                  <Trans>Browse the available sessions and choose Add to Schedule to build your personal programme.</Trans>
                </Typography>
              </Stack>
            ) : (
              <Stack component="ul" ref={savedList} sx={listSx}>
                {schedule.saved.map((session) => (
                  <SavedSessionItem key={session.id} session={session} overlaps={schedule.overlapsOf(session)} onRemove={removeSaved} disabled={offline}>
                    {canRate && feedback.isSuccess && eligibility.isSuccess && canBeRated(session) && (
                      <SessionRating
                        userId={userId}
                        session={session}
                        feedback={feedback.data.find((f) => f.session_id === session.id)}
                        refusal={eligibility.data.detail}
                      />
                    )}
                  </SavedSessionItem>
                ))}
              </Stack>
            )}
          </Column>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Column id="available-sessions" title={t`Available Sessions`}>
            {stacked && schedule.saved.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="saved-elsewhere">
                <Trans>Sessions you saved are listed under Your Saved Sessions.</Trans>
              </Typography>
            )}
            {schedule.sessions.length === 0 ? (
              <EmptyMessage>
                <Trans>No sessions available at this time.</Trans>
              </EmptyMessage>
            ) : browsing.length === 0 ? (
              <EmptyMessage>
                <Trans>You have saved every session.</Trans>
              </EmptyMessage>
            ) : (
              <Stack component="ul" sx={listSx}>
                {browsing.map((session) => (
                  <AvailableSessionCard key={session.id} session={session} saved={schedule.isSaved(session)} onToggle={toggleBrowsing} disabled={offline} />
                ))}
              </Stack>
            )}
          </Column>
        </Grid>
      </Grid>
    );
  }

  return (
    <DashboardSection id="your-schedule" title={t`Your Conference Schedule`}>
      {schedule.saveError && (
        <Alert severity="error" role="alert" onClose={schedule.clearSaveError} sx={{ mb: 2 }}>
          {schedule.saveError}
        </Alert>
      )}
      {body}
    </DashboardSection>
  );
}
