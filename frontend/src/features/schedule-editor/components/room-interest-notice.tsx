import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMoveSessionMutation, type AdminSession } from '../api/schedule-admin-api';
import { failureText } from '@/lib/admin/admin-errors';
import { suggestionText } from '../model/room-interest';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The session dialog's word on room size: more attendees saved the session than its room holds, and the larger rooms
 * free for its whole time, each with a button that moves it there (a normal versioned move: a stale one is refused
 * and said so). Follows the live list: once moved, or once fewer saved it, the warning gives way.
 */
export function RoomInterestNotice({ session }: { session: AdminSession }) {
  const [moveSession, { isLoading }] = useMoveSessionMutation();
  const [moved, setMoved] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useLingui();

  async function moveTo(room: string) {
    setProblem(null);
    try {
      await moveSession({ id: session.id, version: session.version, room }).unwrap();
      setMoved(room);
    } catch (error) {
      setProblem(failureText(t`Failed to move session`, error));
    }
  }

  const interest = session.interest;
  return (
    <>
      {interest && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="interest-notice">
          {suggestionText(session)}
          {interest.suggested_rooms.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
              {interest.suggested_rooms.map(({ name }) => (
                <Button key={name} size="small" variant="outlined" color="inherit" disabled={isLoading} onClick={() => void moveTo(name)}>
                  <Trans>Move to {name}</Trans>
                </Button>
              ))}
            </Stack>
          )}
        </Alert>
      )}
      <div role="status">
        {problem && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }} onClose={() => setProblem(null)}>
            {problem}
          </Alert>
        )}
        {moved && !problem && session.room === moved && (
          <Alert severity="success" sx={{ mb: 2 }}>
            <Trans>Moved to {moved}.</Trans>
          </Alert>
        )}
      </div>
    </>
  );
}
