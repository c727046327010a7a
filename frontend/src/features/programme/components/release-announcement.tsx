import { useCallback, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useScheduleReleased } from './use-schedule-released';
import { useLingui } from '@lingui/react/macro';

/** 'Programme updated: Version 3' when organisers release a version while the page is open (read out politely). */
export function ReleaseAnnouncement() {
  const { t } = useLingui();
  const [message, setMessage] = useState<string | null>(null);
  useScheduleReleased(useCallback(({ name }: { name: string }) => setMessage(t`Programme updated: ${name}`), [t]));
  return (
    <Box role="status" aria-live="polite" data-testid="release-announcement">
      {message && (
        <Alert severity="info" onClose={() => setMessage(null)} sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
