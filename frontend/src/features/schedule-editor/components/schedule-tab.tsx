import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { useDeleteSessionMutation, useGetAdminSessionsQuery, type AdminSession, type SessionPayload } from '../api/schedule-admin-api';
import { useGetScheduleDraftQuery } from '../api/schedule-releases-admin-api';
import { ProposalScheduler } from './form/proposal-scheduler';
import { SessionFormDialog } from './form/session-form-dialog';
import { isDayKey, todayKey, venueIso, venueMoment } from '../model/calendar-time';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { PresenceBar } from './presence-bar';
import { ReleasesPanel, unreleasedText } from './releases/releases-panel';
import { ScheduleHeader } from './schedule-header';
import { RoomsDialog } from './rooms-dialog';
import { SessionDetailDialog } from './session-detail-dialog';
import { SessionList } from './session-list';
import { editingBySession, useSchedulePresence } from '../hooks/use-schedule-presence';
import { WeekCalendar } from './week-calendar';
import { useLingui } from '@lingui/react/macro';
import { currentLocale } from '@/lib/i18n/active-locale';

const NO_SESSIONS: AdminSession[] = [];

interface FormState {
  session?: AdminSession;
  initial?: Partial<SessionPayload>;
}

/**
 * The 'Schedule' tab: the week calendar (or the list), who else is here, and the session dialogs. The day shown and
 * the view are kept in the address (?day=, ?view=), so a reload or a shared link opens the same place.
 */
export function ScheduleTab() {
  const { data, isLoading, error } = useGetAdminSessionsQuery();
  const sessions = data ?? NO_SESSIONS;
  const editors = useSchedulePresence();
  const editingBy = useMemo(() => editingBySession(editors), [editors]);
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState<FormState | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [movingId, setMovingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminSession | null>(null);
  const [roomsOpen, setRoomsOpen] = useState(false);
  const [deleteSession, { isLoading: deleteBusy }] = useDeleteSessionMutation();
  const notice = useAdminNotice();
  const draft = useGetScheduleDraftQuery().data;
  const drafting = draft?.mode === 'release';
  const { t } = useLingui();

  const firstDay = useMemo(() => {
    if (!sessions.length) return null;
    const first = sessions.reduce((a, b) => (Date.parse(b.startTime) < Date.parse(a.startTime) ? b : a));
    return venueMoment(first.startTime).day;
  }, [sessions]);
  const paramDay = params.get('day');
  const day = isDayKey(paramDay) ? paramDay : (firstDay ?? todayKey());
  const view = params.get('view') === 'list' ? 'list' : 'calendar';

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setDay = useCallback((value: string) => setParam('day', value), [setParam]);
  const resetDay = useCallback(() => setParam('day', null), [setParam]);
  const setView = useCallback((value: 'calendar' | 'list') => setParam('view', value === 'list' ? 'list' : null), [setParam]);
  const openRooms = useCallback(() => setRoomsOpen(true), []);
  const addSession = useCallback(() => setForm({}), []);
  const openDetail = useCallback((session: AdminSession) => setDetailId(session.id), []);
  const editSession = useCallback((session: AdminSession) => setForm({ session }), []);
  const titleOf = useCallback((id: number) => sessions.find((s) => s.id === id)?.title, [sessions]);
  const onCreateAt = useCallback(
    (slotDay: string, minutes: number, room: string) =>
      setForm({ initial: { startTime: venueIso(slotDay, minutes), endTime: venueIso(slotDay, minutes + 30), room } }),
    [],
  );
  const { fail } = notice;
  const closeMove = useCallback(() => setMovingId(null), []);
  const onMoveFailed = useCallback((err: unknown) => fail(t`Failed to update session`, err), [fail, t]);

  async function confirmDelete(session: AdminSession) {
    try {
      await deleteSession(session.id).unwrap();
      const title = session.title;
      notice.succeed(t`Session ''${title}'' deleted.`);
    } catch (err) {
      notice.fail(t`Failed to delete session`, err);
    } finally {
      setDeleting(null);
    }
  }

  function saved(session: AdminSession) {
    const created = !form?.session;
    setForm(null);
    const title = session.title;
    notice.succeed(created ? t`Session ''${title}'' created.` : t`Session ''${title}'' saved.`);
    // A new session may be in another week: show it.
    if (created) setDay(venueMoment(session.startTime).day);
  }

  const detail = detailId === null ? undefined : sessions.find((s) => s.id === detailId);
  const unreleased = drafting ? unreleasedText(draft.changes.length) : '';
  // English lower-cases it inside the chip's sentence; German keeps its nouns capitalised.
  const releaseState = currentLocale() === 'en' ? unreleased.toLowerCase() : unreleased;

  return (
    <Stack spacing={2}>
      <ScheduleHeader drafting={drafting} releaseState={releaseState} view={view} onView={setView} onRooms={openRooms} onAdd={addSession} />
      <PresenceBar editors={editors} titleOf={titleOf} />
      {isLoading ? (
        <PageSpinner label={t`Loading sessions`} />
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, t`Failed to load sessions.`)}</Alert>
      ) : view === 'calendar' ? (
        <WeekCalendar
          sessions={sessions}
          day={day}
          resetLabel={firstDay ? t`Conference week` : t`This week`}
          editingBy={editingBy}
          releaseMode={drafting}
          onDay={setDay}
          onReset={resetDay}
          onOpen={setDetailId}
          onCreateAt={onCreateAt}
          onFailed={onMoveFailed}
          movingId={movingId}
          onMoveClose={closeMove}
        />
      ) : (
        <SessionList sessions={sessions} onOpen={openDetail} onEdit={editSession} onDelete={setDeleting} />
      )}
      <ReleasesPanel onDone={notice.succeed} onFailed={notice.fail} />
      {detail && (
        <SessionDetailDialog
          session={detail}
          editingBy={editingBy.get(detail.id)}
          onClose={() => setDetailId(null)}
          onEdit={(s) => {
            setDetailId(null);
            setForm({ session: s });
          }}
          onMoveTo={
            view === 'calendar'
              ? (s) => {
                  setDetailId(null);
                  setMovingId(s.id);
                }
              : undefined
          }
        />
      )}
      {form && <SessionFormDialog session={form.session} initial={form.initial} onClose={() => setForm(null)} onSaved={saved} />}
      {deleting && (
        <ConfirmDeleteDialog
          what={t`session`}
          name={`'${deleting.title}'`}
          consequence={drafting ? t`It leaves the public programme with the next release.` : t`Attendees who saved it lose it from their schedules.`}
          busy={deleteBusy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        />
      )}
      {roomsOpen && (
        <RoomsDialog
          onClose={() => setRoomsOpen(false)}
          onSaved={() => {
            setRoomsOpen(false);
            notice.succeed(t`Room capacities saved.`);
          }}
        />
      )}
      <ProposalScheduler />
      {notice.element}
    </Stack>
  );
}
