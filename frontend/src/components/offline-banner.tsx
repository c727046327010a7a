import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { eventDayKey, formatDate, formatTime } from '@/lib/format';
import { useOfflineStatus } from '@/lib/offline/offline-state';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';

/** From when the stored copy is: 'at 2:05 PM' today, 'on Nov 3, 2025 at 2:05 PM' before (the venue's time, like every time on the site). */
function copyNote(at: number, now = Date.now()): string {
  const iso = new Date(at).toISOString();
  const time = formatTime(iso);
  if (eventDayKey(iso) === eventDayKey(new Date(now).toISOString())) return t`Showing the programme as it was at ${time}.`;
  const date = formatDate(iso);
  return t`Showing the programme as it was on ${date} at ${time}.`;
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
      <Trans>You are offline.</Trans>
      {offline.copyAt !== null && ` ${copyNote(offline.copyAt)}`}
      {children && <> {children}</>}
    </Alert>
  );
}
