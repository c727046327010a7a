import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { AdminSession } from '../../api/schedule-admin-api';
import { venueMoment } from '../../model/session-form-values';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { statusLabel, typeLabel } from '../session-style';

export interface SessionDifference {
  label: string;
  before: string;
  after: string;
}

const timeRange = (s: AdminSession) => `${venueMoment(s.startTime)} – ${venueMoment(s.endTime)}`;
const speakerNames = (s: AdminSession) =>
  [...s.speakers]
    .sort((a, b) => a.display_order - b.display_order)
    .map((x) => x.name)
    .join(', ') || t`none`;
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text || '—');

/** What changed between the version the admin opened and the one on the server now. */
export function sessionDifferences(opened: AdminSession, current: AdminSession): SessionDifference[] {
  const fields: [string, (s: AdminSession) => string][] = [
    [t`Time`, timeRange],
    [t`Room`, (s) => s.room || 'TBA'],
    [t`Title`, (s) => s.title],
    [t`Status`, (s) => statusLabel(s.status)],
    [t`Type`, (s) => typeLabel(s.type)],
    [t`Capacity`, (s) => (s.capacity == null ? t`none` : String(s.capacity))],
    [t`Speakers`, speakerNames],
    [t`Description`, (s) => short(s.description)],
  ];
  return fields.map(([label, show]) => ({ label, before: show(opened), after: show(current) })).filter((d) => d.before !== d.after);
}

interface Props {
  opened: AdminSession;
  current: AdminSession;
  /** The fields this admin changed, which 'Apply my changes again' sets on top of theirs. */
  yours: string[];
  busy: boolean;
  onReload: () => void;
  onReapply: () => void;
  onBack: () => void;
}

/** A save refused with 409: what the other admin changed, and the two ways on. Nothing is overwritten silently. */
export function StaleEditDialog({ opened, current, yours, busy, onReload, onReapply, onBack }: Props) {
  const differences = sessionDifferences(opened, current);
  const changed = yours.join(', ');
  return (
    <Dialog open onClose={onBack} fullWidth maxWidth="sm" aria-labelledby="stale-edit-title" aria-describedby="stale-edit-text">
      <DialogTitle id="stale-edit-title">
        <Trans>This session was changed</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-edit-text" sx={{ mb: 2 }}>
          <Trans>Someone else changed this session while you were editing.</Trans>
        </DialogContentText>
        {differences.length ? (
          <>
            <Typography variant="subtitle2" component="h3">
              <Trans>What they changed</Trans>
            </Typography>
            <Box component="ul" data-testid="stale-differences" sx={{ pl: 2.5, my: 1 }}>
              {differences.map((d) => (
                <li key={d.label}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    <strong>{d.label}:</strong> {d.before} → {d.after}
                  </Typography>
                </li>
              ))}
            </Box>
          </>
        ) : (
          <Typography variant="body2">
            <Trans>They saved it without changing what this form shows.</Trans>
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {yours.length
            ? t`Your changes: ${changed}. Reload their version to discard them, or apply them again on top of theirs.`
            : t`You have not changed anything yet: reload their version to go on from it.`}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onReload} disabled={busy}>
          <Trans>Reload their version</Trans>
        </Button>
        <Button variant="contained" onClick={onReapply} disabled={busy}>
          <Trans>Apply my changes again</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
