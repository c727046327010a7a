import { useState } from 'react';
import { useSelector } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/Download';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { PageSpinner } from '@/components/page-spinner';
import { errorMessage } from '@/lib/api-errors';
import { downloadWithToken } from '@/lib/download';
import { selectToken } from '@/lib/session';
import { signupsCsvPath, useGetSessionSignupsQuery, usePromoteSignupMutation, useRemoveSignupMutation, type SessionSignup } from '../../api/signups-admin-api';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { SignupRow } from './signup-row';

interface Props {
  sessionId: number;
  title: string;
  onClose: () => void;
}

/**
 * Who has a seat at a session and who waits, for organisers (issue 46): move someone to the front of the line (a
 * free seat is theirs at once), take someone off (asked first; their seat goes to the first in line), and the list
 * as CSV. It follows every change live: each one announces the session, and the list loads again.
 */
export function SessionSignupsDialog({ sessionId, title, onClose }: Props) {
  const { t } = useLingui();
  const { data, error, isLoading } = useGetSessionSignupsQuery(sessionId);
  const [promote, promoting] = usePromoteSignupMutation();
  const [remove, removing] = useRemoveSignupMutation();
  const [asked, setAsked] = useState<SessionSignup | null>(null);
  const token = useSelector(selectToken);
  const notice = useAdminNotice();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const seated = data?.signups.filter((s) => s.status === 'confirmed') ?? [];
  const waiting = data?.signups.filter((s) => s.status === 'waitlisted') ?? [];
  const busy = promoting.isLoading || removing.isLoading;

  async function moveUp(signup: SessionSignup) {
    const name = signup.name;
    try {
      const answer = await promote({ sessionId, userId: signup.user_id }).unwrap();
      notice.succeed(answer.status === 'confirmed' ? t`${name} has a seat now.` : t`${name} is first in line now.`);
    } catch (err) {
      notice.fail(t`Failed to move ${name} up`, err);
    }
  }

  async function confirmRemove(signup: SessionSignup) {
    const name = signup.name;
    try {
      await remove({ sessionId, userId: signup.user_id }).unwrap();
      notice.succeed(t`${name} was removed from this session.`);
    } catch (err) {
      notice.fail(t`Failed to remove ${name}`, err);
    } finally {
      setAsked(null);
    }
  }

  async function downloadCsv() {
    try {
      await downloadWithToken(signupsCsvPath(sessionId), token, `signups-${sessionId}.csv`);
    } catch (err) {
      notice.fail(t`Failed to download the list`, err);
    }
  }

  const capacity = data?.capacity;
  const taken = seated.length;
  const inLine = waiting.length;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} scroll="paper" aria-labelledby="session-signups-title">
      <DialogTitle id="session-signups-title" sx={{ overflowWrap: 'anywhere' }}>
        <Trans>Sign-ups: {title}</Trans>
      </DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <PageSpinner label={t`Loading sign-ups`} />
        ) : error && !data ? (
          <Alert severity="error">{errorMessage(error, t`Failed to load the sign-ups.`)}</Alert>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 2 }} data-testid="signup-counts">
              {capacity == null ? t`${taken} signed up (no limit), ${inLine} waiting` : t`${taken} of ${capacity} seats taken, ${inLine} waiting`}
            </Typography>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              <Trans>With a seat</Trans>
            </Typography>
            <Box component="ul" aria-label={t`With a seat`} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
              {seated.map((s) => (
                <SignupRow key={s.user_id} signup={s} busy={busy} onRemove={setAsked} />
              ))}
              {seated.length === 0 && (
                <Typography component="li" variant="body2" color="text.secondary">
                  <Trans>Nobody yet.</Trans>
                </Typography>
              )}
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              <Trans>Waitlist</Trans>
            </Typography>
            <Box component="ol" aria-label={t`Waitlist`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {waiting.map((s) => (
                <SignupRow key={s.user_id} signup={s} busy={busy} onRemove={setAsked} onMoveUp={(signup) => void moveUp(signup)} />
              ))}
              {waiting.length === 0 && (
                <Typography component="li" variant="body2" color="text.secondary">
                  <Trans>Nobody is waiting.</Trans>
                </Typography>
              )}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadCsv()} disabled={!data}>
          <Trans>Download CSV</Trans>
        </Button>
        <Button variant="contained" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
      {asked && <ConfirmRemoveDialog name={asked.name} busy={removing.isLoading} onCancel={() => setAsked(null)} onConfirm={() => void confirmRemove(asked)} />}
      {notice.element}
    </Dialog>
  );
}
