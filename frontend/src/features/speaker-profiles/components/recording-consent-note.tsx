import Alert from '@mui/material/Alert';
import { useLingui } from '@lingui/react/macro';
import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';

/**
 * The speaker's answer to "may your talks be recorded and published" (issue 47), read-only: consent is the speaker's
 * to give (in the call for proposals or their profile), so organisers see it here but do not set it. A note, not an
 * alert: it is there when the form opens and announces nothing.
 */
export function RecordingConsentNote({ consent }: { consent: AdminSpeaker['recording_consent'] }) {
  const { t } = useLingui();
  const source = t`The speaker answers this in the call for proposals or in their profile.`;
  if (consent === false)
    return (
      <Alert severity="warning" role="note" data-testid="recording-consent">
        {t`Said no to being recorded: their sessions are not recorded.`} {source}
      </Alert>
    );
  return (
    <Alert severity={consent ? 'success' : 'info'} role="note" data-testid="recording-consent">
      {consent ? t`Agreed to their talks being recorded and published.` : t`Has not said yet whether their talks may be recorded.`} {source}
    </Alert>
  );
}
