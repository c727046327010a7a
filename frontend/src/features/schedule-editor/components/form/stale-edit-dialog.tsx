import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { capitalize } from '@/lib/format';
import type { AdminSession } from '../../api/schedule-admin-api';
import { venueMoment } from '../../model/session-form-values';

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
    .join(', ') || 'none';
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text || '—');

/** What changed between the version the admin opened and the one on the server now. */
export function sessionDifferences(opened: AdminSession, current: AdminSession): SessionDifference[] {
  const fields: [string, (s: AdminSession) => string][] = [
    ['Time', timeRange],
    ['Room', (s) => s.room || 'TBA'],
    ['Title', (s) => s.title],
    ['Status', (s) => capitalize(s.status)],
    ['Type', (s) => capitalize(s.type)],
    ['Capacity', (s) => (s.capacity == null ? 'none' : String(s.capacity))],
    ['Speakers', speakerNames],
    ['Description', (s) => short(s.description)],
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
  return (
    <Dialog open onClose={onBack} fullWidth maxWidth="sm" aria-labelledby="stale-edit-title" aria-describedby="stale-edit-text">
      <DialogTitle id="stale-edit-title">This session was changed</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-edit-text" sx={{ mb: 2 }}>
          Someone else changed this session while you were editing.
        </DialogContentText>
        {differences.length ? (
          <>
            <Typography variant="subtitle2" component="h3">
              What they changed
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
          <Typography variant="body2">They saved it without changing what this form shows.</Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          {yours.length
            ? `Your changes: ${yours.join(', ')}. Reload their version to discard them, or apply them again on top of theirs.`
            : 'You have not changed anything yet: reload their version to go on from it.'}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onReload} disabled={busy}>
          Reload their version
        </Button>
        <Button variant="contained" onClick={onReapply} disabled={busy}>
          Apply my changes again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
