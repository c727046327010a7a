import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { AdminSession } from '../api/schedule-admin-api';
import { SessionHistory } from './form/session-history';
import { whenText } from '../model/calendar-keys';
import { conflictText } from '../model/calendar-layout';
import { attendeesText } from '../model/room-interest';
import { RoomInterestNotice } from './room-interest-notice';
import { SessionSignupsDialog } from './signups/session-signups-dialog';
import { venueMoment } from '../model/session-form-values';
import { unavailableText } from '../model/unavailable-times';
import { statusLabel, typeLabel } from './session-style';
import { hasUnreleased, unreleasedKinds } from './unreleased-mark';
import { Trans, useLingui } from '@lingui/react/macro';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

interface Props {
  /** The session as the list has it now: the dialog follows live changes. */
  session: AdminSession;
  editingBy?: string;
  onClose: () => void;
  onEdit: (session: AdminSession) => void;
  /** The calendar's single-pointer way to move it (WCAG 2.5.7); absent in the list. */
  onMoveTo?: (session: AdminSession) => void;
}

/** Everything about one session, its clashes and its change history; Close and Edit (spec: detail modal). */
export function SessionDetailDialog({ session, editingBy, onClose, onEdit, onMoveTo }: Props) {
  const speakers = [...session.speakers].sort((a, b) => a.display_order - b.display_order);
  const cancelled = session.status === 'cancelled';
  const { t } = useLingui();
  const kinds = unreleasedKinds(session);
  const holds = session.room_capacity;
  const [signupsOpen, setSignupsOpen] = useState(false);
  const opens = session.signup_opens_at ? venueMoment(session.signup_opens_at) : t`now`;
  const closes = session.signup_closes_at ? venueMoment(session.signup_closes_at) : t`at the start`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="session-detail-title" scroll="paper">
      <DialogTitle id="session-detail-title" sx={{ textDecoration: cancelled ? 'line-through' : 'none', overflowWrap: 'anywhere' }}>
        {session.title}
      </DialogTitle>
      <DialogContent dividers>
        {editingBy && (
          <Alert severity="info" sx={{ mb: 2 }}>
            <Trans>{editingBy} is editing this session right now.</Trans>
          </Alert>
        )}
        {session.conflicts.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="detail-clashes">
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {session.conflicts.map((c) => (
                <li key={`${c.type}-${c.session_id}-${c.speaker_id ?? ''}`}>{conflictText(c)}</li>
              ))}
            </Box>
          </Alert>
        )}
        <RoomInterestNotice session={session} />
        {session.unavailable_speakers.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="detail-unavailable">
            {unavailableText(session.unavailable_speakers)}.
          </Alert>
        )}
        {hasUnreleased(session) && (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }} data-testid="detail-unreleased">
            <Trans>Not yet released: {kinds}</Trans>
          </Alert>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          <Row label={t`Time`}>{whenText(session.startTime, session.endTime)}</Row>
          <Row label={t`Room`}>
            {session.room || 'TBA'}
            {holds !== null && ` ${t`(holds ${holds})`}`}
          </Row>
          <Row label={t`Type`}>{typeLabel(session.type)}</Row>
          <Row label={t`Status`}>
            <Chip size="small" label={statusLabel(session.status)} color={cancelled ? 'error' : 'default'} variant="outlined" />
          </Row>
          <Row label={t`Capacity`}>{session.capacity ?? t`Not set`}</Row>
          {session.signup_required && <Row label={t`Sign-up`}>{t`Required: opens ${opens}, closes ${closes}`}</Row>}
          <Row label={t`Saved by`}>{attendeesText(session.saved_count)}</Row>
          <Row label={speakers.length === 1 ? t`Speaker` : t`Speakers`}>
            {speakers.length ? speakers.map((s) => (s.display_on_public ? s.name : `${s.name} ${t`(hidden from public)`}`)).join(', ') : t`None yet`}
          </Row>
        </Box>
        {session.description && (
          <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {session.description}
          </Typography>
        )}
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <Trans>Change history</Trans>
        </Typography>
        <SessionHistory sessionId={session.id} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {session.signup_required && (
          <Button variant="outlined" onClick={() => setSignupsOpen(true)}>
            <Trans>Sign-ups</Trans>
          </Button>
        )}
        {onMoveTo && (
          <Button variant="outlined" onClick={() => onMoveTo(session)}>
            <Trans>Move to…</Trans>
          </Button>
        )}
        <Button variant="contained" onClick={() => onEdit(session)}>
          <Trans>Edit</Trans>
        </Button>
      </DialogActions>
      {signupsOpen && <SessionSignupsDialog sessionId={session.id} title={session.title} onClose={() => setSignupsOpen(false)} />}
    </Dialog>
  );
}
