import { useId, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLocale, LOCALE_CODES, LOCALES } from '@/lib/i18n/locales';
import { eventDays } from '@/lib/schedule-days';
import type { ConferenceSession } from '@/types/api';
import { frameSnippet, scriptSnippet, type EmbedChoice } from '../lib/embed-snippet';
import { Trans, useLingui } from '@lingui/react/macro';

interface EmbedScheduleDialogProps {
  open: boolean;
  onClose: () => void;
  sessions: readonly ConferenceSession[];
}

/** A read-only code field with a copy button and a line that says whether it worked. */
function CopyableCode({ label, copyLabel, code }: { label: string; copyLabel: string; code: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState('');
  const statusId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setStatus(t`Copied.`);
    } catch {
      setStatus(t`Could not copy. Select the code and copy it.`);
    }
  }

  return (
    <div>
      <TextField
        label={label}
        value={code}
        multiline
        fullWidth
        size="small"
        onFocus={(e) => e.target.select()}
        onChange={() => setStatus('')}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-describedby={statusId}>
          {copyLabel}
        </Button>
        <Typography id={statusId} role="status" variant="body2" color="text.secondary">
          {status}
        </Typography>
      </Stack>
    </div>
  );
}

/** Builds the schedule widget's snippet for another site, for one day and/or room or the whole programme. */
export function EmbedScheduleDialog({ open, onClose, sessions }: EmbedScheduleDialogProps) {
  const { t } = useLingui();
  const [choice, setChoice] = useState<EmbedChoice>({ day: '', room: '', lang: '' });
  const days = useMemo(() => eventDays(sessions), [sessions]);
  const rooms = useMemo(
    () => [...new Set(sessions.map((s) => s.room).filter((room) => room && room !== 'TBA'))].sort((a, b) => a.localeCompare(b)),
    [sessions],
  );
  const origin = typeof window === 'undefined' ? '' : window.location.origin;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="embed-schedule-title">
      <DialogTitle id="embed-schedule-title">
        <Trans>Embed the schedule</Trans>
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          <Trans>Paste this code into a page of your website to show the schedule there. It follows every change without a reload.</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, mt: 1 }}>
          <TextField select label={t`Day`} value={choice.day} onChange={(e) => setChoice({ ...choice, day: e.target.value })} fullWidth size="small">
            <MenuItem value="">
              <Trans>All days</Trans>
            </MenuItem>
            {days.map((day) => (
              <MenuItem key={day.key} value={day.key}>
                {day.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label={t`Room`} value={choice.room} onChange={(e) => setChoice({ ...choice, room: e.target.value })} fullWidth size="small">
            <MenuItem value="">
              <Trans>All rooms</Trans>
            </MenuItem>
            {rooms.map((room) => (
              <MenuItem key={room} value={room}>
                {room}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t`Language`}
            value={choice.lang}
            onChange={(e) => setChoice({ ...choice, lang: isLocale(e.target.value) ? e.target.value : '' })}
            fullWidth
            size="small"
          >
            <MenuItem value="">
              <Trans>The website's language</Trans>
            </MenuItem>
            {LOCALE_CODES.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {LOCALES[code].name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack spacing={3}>
          <CopyableCode label={t`Code`} copyLabel={t`Copy code`} code={scriptSnippet(origin, choice)} />
          <div>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              <Trans>If your website does not allow scripts, use a frame instead:</Trans>
            </Typography>
            <CopyableCode label={t`Frame code`} copyLabel={t`Copy frame code`} code={frameSnippet(origin, choice)} />
          </div>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
