import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTicketKindLabel } from '@/components/tickets/ticket-kind-label';
import { intlLocale } from '@/lib/i18n/active-locale';
import { useLingui } from '@lingui/react/macro';
import type { DoorReason, Verdict } from '../model/verdict';

/** The time of day at the door (the phone is at the venue, so its clock's zone is the venue's). */
const timeOfDay = (iso: string) => new Intl.DateTimeFormat(intlLocale(), { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/**
 * What a scan came to: green with who it is, red with why not, or dark grey when, offline and with no list yet, the
 * door cannot tell and the server will; readable at arm's length.
 */
export function VerdictPanel({ verdict }: { verdict: Verdict }) {
  const { t } = useLingui();
  const kindLabel = useTicketKindLabel();
  const reasons: Record<DoorReason, string> = {
    unchecked: t`Not checked: no attendee list on this phone yet`,
    already_in: t`Already in`,
    not_paid: t`Registration not paid`,
    refunded: t`Registration refunded: no entry`,
    unknown: t`Unknown ticket`,
    revoked: t`This ticket was replaced by a newer one`,
  };
  const first = !verdict.in && verdict.first;
  const time = first ? timeOfDay(first.at) : '';
  const door = first ? first.door : '';
  const since = first ? (door ? t`since ${time} at door ${door}` : t`since ${time}`) : null;
  const unchecked = !verdict.in && verdict.reason === 'unchecked';
  const Icon = verdict.in ? CheckCircleIcon : unchecked ? HourglassTopIcon : CancelIcon;
  return (
    <Box
      role="status"
      data-testid="verdict"
      data-verdict={verdict.in ? 'in' : verdict.reason}
      sx={{
        bgcolor: verdict.in ? 'success.dark' : unchecked ? 'grey.800' : 'error.dark',
        color: '#fff',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Icon sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {verdict.in ? t`Checked in` : reasons[verdict.reason]}
      </Typography>
      {verdict.holder && (
        <Typography variant="h5" component="p" data-testid="verdict-holder" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          {verdict.holder.name} · {kindLabel(verdict.holder.kind)}
        </Typography>
      )}
      {since && <Typography sx={{ mt: 1 }}>{since}</Typography>}
      {verdict.queued && <Typography sx={{ mt: 1, fontWeight: 700 }}>{t`Queued: sent when the network is back`}</Typography>}
    </Box>
  );
}
