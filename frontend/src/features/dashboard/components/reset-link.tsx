import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useRotateCalendarLinkMutation } from '../api/dashboard-api';
import { ResetCalendarDialog } from './reset-calendar-dialog';
import { Trans } from '@lingui/react/macro';

/**
 * "Reset link": a new secret for the person's private addresses (the calendar feed, its JSON and the phone's page),
 * confirmed first; every card that shows them (calendar, phone) follows, and the old addresses stop working.
 */
export function ResetLink({ userId }: { userId: number }) {
  const [confirming, setConfirming] = useState(false);
  const [rotate, rotation] = useRotateCalendarLinkMutation();
  const [rotated, setRotated] = useState(false);

  async function reset() {
    const result = await rotate(userId);
    setConfirming(false);
    setRotated(!('error' in result && result.error));
  }

  return (
    <>
      {rotated && (
        <Alert severity="success" role="status">
          <Trans>New link created. The old link no longer works.</Trans>
        </Alert>
      )}
      {rotation.isError && (
        <Alert severity="error" role="alert">
          <Trans>Could not reset the link. Please try again.</Trans>
        </Alert>
      )}
      <div>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          <Trans>Reset link</Trans>
        </Button>
      </div>
      <ResetCalendarDialog open={confirming} resetting={rotation.isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void reset()} />
    </>
  );
}
