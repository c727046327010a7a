import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { selectOrdinal } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SeatVerdict } from '../hooks/use-seat-check';

/** Which door this is: the building's (check-in), or a workshop's (who has a seat). Only sessions that need sign-up. */
export function DoorKindPicker({ sessionId, onChange }: { sessionId: number | null; onChange: (id: number | null) => void }) {
  const { t } = useLingui();
  const { data } = useGetPublicSessionsQuery();
  const workshops = (data ?? []).filter((s) => s.signup_required && s.status !== 'cancelled');
  if (workshops.length === 0) return null;
  return (
    <TextField
      select
      label={t`What this door checks`}
      value={sessionId === null ? '' : String(sessionId)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t`Entry: check tickets in`}</MenuItem>
      {workshops.map(({ id, title }) => (
        <MenuItem key={id} value={String(id)}>
          {t`Seats at “${title}”`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A workshop door's answer: green with a seat, red with why not (and the place in line). */
export function SeatPanel({ verdict }: { verdict: SeatVerdict }) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  const position = verdict.seated ? 0 : (verdict.position ?? 0);
  const reasons = {
    not_signed_up: t`Not signed up for this session`,
    waitlisted: t`On the waitlist: ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} in line`,
    unknown: t`Unknown ticket`,
    revoked: t`This ticket was replaced by a newer one`,
  };
  const Icon = verdict.seated ? CheckCircleIcon : CancelIcon;
  return (
    <Box
      role="status"
      data-testid="seat-verdict"
      data-verdict={verdict.seated ? 'seated' : verdict.reason}
      sx={{ bgcolor: verdict.seated ? 'success.dark' : 'error.dark', color: '#fff', borderRadius: 2, p: 3, textAlign: 'center' }}
    >
      <Icon sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {verdict.seated ? t`Has a seat` : reasons[verdict.reason]}
      </Typography>
      {verdict.holder && (
        <Typography variant="h5" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {verdict.holder.name} · {kindLabel(verdict.holder.kind)}
        </Typography>
      )}
    </Box>
  );
}
