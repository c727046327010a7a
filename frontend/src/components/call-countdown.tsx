import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import { COUNTDOWN_FROM_MS, timeLeft } from '@/lib/calls/call-window';
import { intlLocale } from '@/lib/i18n/i18n';

/** 'The call closes in 3 days.': shown in a call's last week, counting down to its deadline (`now`: the page's clock). */
export function CallCountdown({ deadline, now }: { deadline: string; now: number }) {
  const { t } = useLingui();
  const until = Date.parse(deadline);
  if (!(until > now) || until - now > COUNTDOWN_FROM_MS) return null;
  const { value, unit } = timeLeft(until, now);
  const relative = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' }).format(value, unit);
  return (
    <Alert severity="warning" variant="outlined" role="status" data-testid="call-countdown" sx={{ bgcolor: 'background.paper' }}>
      {t`The call closes ${relative}.`}
    </Alert>
  );
}
