import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { eventDayKey, formatDate, formatTime } from '@/lib/format';
import { useOfflineStatus } from '@/lib/offline/offline-state';

/** '2:05 PM' today, 'on Nov 3, 2025 at 2:05 PM' before (the venue's time, like every time on the site). */
function when(at: number, now = Date.now()): string {
  const iso = new Date(at).toISOString();
  const time = formatTime(iso);
  return eventDayKey(iso) === eventDayKey(new Date(now).toISOString()) ? `at ${time}` : `on ${formatDate(iso)} at ${time}`;
}

/**
 * Says that the page is showing a stored copy because there is no connection, and from when. Nothing while online;
 * it goes once the live connection is back and the page is catching up. `children`: what else does not work offline.
 */
export function OfflineBanner({ children }: { children?: ReactNode }) {
  const offline = useOfflineStatus();
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" icon={<CloudOffIcon fontSize="inherit" />} data-testid="offline-banner" sx={{ mb: 3 }}>
      You are offline.{offline.copyAt !== null && ` Showing the programme as it was ${when(offline.copyAt)}.`}
      {children && <> {children}</>}
    </Alert>
  );
}
