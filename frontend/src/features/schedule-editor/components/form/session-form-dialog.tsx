import { useMemo, useState, type SyntheticEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import {
  useCreateSessionMutation,
  useGetAdminSessionsQuery,
  useUpdateSessionMutation,
  type AdminSession,
  type SessionPayload,
  type StaleEdit,
} from '../../api/schedule-admin-api';
import { useGetAdminSpeakersQuery } from '@/lib/admin/speakers-admin-api';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { FormWarningsAlerts } from './form-warnings';
import { SessionFormFields } from './session-form-fields';
import { RecordingFields } from './recording-fields';
import { SessionHistoryPanel } from './session-history-panel';
import {
  DEFAULT_TRACK,
  editedFields,
  fieldLabel,
  reapply,
  toPayload,
  validate,
  valuesFromInitial,
  valuesFromSession,
  type FormErrors,
  type SessionFormValues,
} from '../../model/session-form-values';
import { StaleEditDialog } from './stale-edit-dialog';
import { useFormConflicts } from '../../hooks/use-form-conflicts';
import { useEditingPresence } from '../../hooks/use-editing-presence';
import { Trans, useLingui } from '@lingui/react/macro';

export interface SessionFormDialogProps {
  /** Edit this session; absent = create. */
  session?: AdminSession;
  /** Prefill for a new session (e.g. from a calendar slot: startTime/endTime/room, or from a proposal). */
  initial?: Partial<SessionPayload>;
  onClose: () => void;
  /** After a successful save, with the saved session. */
  onSaved: (session: AdminSession) => void;
}

/** The 409 body, when a save was refused because the session changed meanwhile. */
function staleCurrent(error: unknown): AdminSession | null {
  if (httpStatus(error) !== 409 || !isFetchBaseQueryError(error)) return null;
  const body = error.data as Partial<StaleEdit> | undefined;
  return body?.current ?? null;
}

/**
 * Add or edit a session. Clashes and speakers unavailable at the chosen time are checked while the admin types and
 * shown under the fields (saving is still allowed: the server flags them, it does not refuse them). An edit names the
 * version it started from; if someone saved in between, the admin sees what they changed and chooses to reload
 * theirs or re-apply their own.
 */
export function SessionFormDialog({ session, initial, onClose, onSaved }: SessionFormDialogProps) {
  const { data: allSpeakers } = useGetAdminSpeakersQuery();
  const { data: sessions } = useGetAdminSessionsQuery();
  const [base, setBase] = useState<AdminSession | undefined>(session);
  const [values, setValues] = useState<SessionFormValues>(() =>
    session
      ? valuesFromSession(session)
      : valuesFromInitial(initial, (id) => {
          const found = allSpeakers?.find((s) => s.id === id);
          return {
            id,
            name: found?.name ?? t`Speaker #${id}`,
            hidden: found ? !found.display_on_public : false,
            refusedRecording: found?.recording_consent === false,
          };
        }),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [tried, setTried] = useState(false);
  const [stale, setStale] = useState<AdminSession | null>(null);
  const [createSession, creating] = useCreateSessionMutation();
  const [updateSession, updating] = useUpdateSessionMutation();
  const busy = creating.isLoading || updating.isLoading;
  const notice = useAdminNotice();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  useEditingPresence(session?.id ?? null);
  const { t } = useLingui();

  const rooms = useMemo(() => [...new Set((sessions ?? []).map((s) => s.room).filter((r) => r && r !== 'TBA'))].sort((a, b) => a.localeCompare(b)), [sessions]);
  const tracks = useMemo(() => [...new Set([DEFAULT_TRACK, ...(sessions ?? []).map((s) => s.track)])].sort((a, b) => a.localeCompare(b)), [sessions]);
  const warnings = useFormConflicts({
    id: session?.id,
    start: values.start,
    end: values.end,
    room: values.room,
    speakerIds: values.speakers.map((s) => s.id),
    cancelled: values.status === 'cancelled',
  });
  const newer = session && base && session.version > base.version && !stale;

  function change(patch: Partial<SessionFormValues>) {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(validate(next));
  }

  async function save(toSave: SessionFormValues = values, version?: number) {
    setTried(true);
    const found = validate(toSave);
    setErrors(found);
    if (Object.keys(found).length) return;
    const payload = toPayload(toSave);
    if (!session) {
      try {
        const proposal = initial?.proposal_id ? { proposal_id: initial.proposal_id } : {};
        onSaved(await createSession({ ...payload, ...proposal }).unwrap());
      } catch (error) {
        notice.fail(t`Failed to create session`, error);
      }
      return;
    }
    try {
      onSaved(await updateSession({ id: session.id, version: version ?? base?.version ?? session.version, ...payload }).unwrap());
    } catch (error) {
      const current = staleCurrent(error);
      if (current) setStale(current);
      else notice.fail(t`Failed to update session`, error);
    }
  }

  function close(event: SyntheticEvent | object, reason?: string) {
    // Escape while a speaker is picked up cancels the drag, not the form; a stray click outside keeps the input.
    const target = (event as SyntheticEvent).target as HTMLElement | undefined;
    if (reason === 'escapeKeyDown' && target?.getAttribute?.('aria-pressed') === 'true') return;
    if (reason === 'backdropClick') return;
    onClose();
  }

  const title = session ? t`Edit Session` : initial?.proposal_id ? t`Schedule Session` : t`Add Session`;
  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      scroll="paper"
      aria-labelledby="session-form-title"
      slotProps={{
        paper: {
          component: 'form',
          // The form shows its own messages under the fields, not the browser's bubbles.
          ...({ noValidate: true } as object),
          onSubmit: (event: SyntheticEvent) => {
            event.preventDefault();
            void save();
          },
        },
      }}
    >
      <DialogTitle id="session-form-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box>
          {newer && (
            <Alert severity="info" sx={{ mb: 2 }}>
              <Trans>Someone else saved this session since you opened it. Saving will show what they changed.</Trans>
            </Alert>
          )}
          <SessionFormFields values={values} errors={errors} rooms={rooms} tracks={tracks} onChange={change} />
          <Box sx={{ mt: 2 }}>
            <RecordingFields values={values} errors={errors} onChange={change} refusedBy={values.speakers.filter((s) => s.refusedRecording)} />
          </Box>
          <FormWarningsAlerts warnings={warnings} room={values.room} start={values.start} />
          {session && <SessionHistoryPanel sessionId={session.id} />}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {warnings.conflicts.length || warnings.unavailable.length ? t`Save anyway` : session ? t`Save Changes` : t`Create Session`}
        </Button>
      </DialogActions>
      {stale && base && (
        <StaleEditDialog
          opened={base}
          current={stale}
          yours={editedFields(values, valuesFromSession(base)).map(fieldLabel)}
          busy={busy}
          onBack={() => setStale(null)}
          onReload={() => {
            setValues(valuesFromSession(stale));
            setBase(stale);
            setStale(null);
            setErrors({});
          }}
          onReapply={() => {
            const merged = reapply(values, valuesFromSession(base), valuesFromSession(stale));
            setValues(merged);
            setBase(stale);
            setStale(null);
            void save(merged, stale.version);
          }}
        />
      )}
      {notice.element}
    </Dialog>
  );
}
