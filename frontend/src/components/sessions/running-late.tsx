import { Pill } from '@/components/pill';
import { useSessionDelay } from '@/lib/public/room-delay';
import { useLingui } from '@lingui/react/macro';

/** "Running 10 min late": the session's room runs late today and the session has not ended (issue 47). */
export function RunningLate({ session }: { session: { room: string; startTime: string; endTime: string; status?: string } }) {
  const { t } = useLingui();
  const minutes = useSessionDelay(session);
  if (minutes === 0) return null;
  return <Pill label={t`Running ${minutes} min late`} color="secondary" size="small" sx={{ fontWeight: 700 }} data-testid="running-late" />;
}
