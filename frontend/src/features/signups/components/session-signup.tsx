import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/session';
import type { ConferenceSession } from '@/types/api';
import { useGetMySignupsQuery, useLeaveSignupMutation, useSignUpMutation } from '../api/signups-api';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectOrdinal } from '@lingui/core/macro';

/** The seats as everyone sees them, live (the public session's `seats`, patched by the programme's pushes). */
function SeatsLine({ seats }: { seats: NonNullable<ConferenceSession['seats']> }) {
  const { t } = useLingui();
  const { capacity, taken, waitlist } = seats;
  const left = capacity === null ? null : Math.max(0, capacity - taken);
  const text = left === null ? t`${taken} signed up` : left > 0 ? t`${left} of ${capacity} seats left` : waitlist > 0 ? t`Full: ${waitlist} waiting` : t`Full`;
  return (
    <Typography color="text.secondary" data-testid="session-seats">
      {text}
    </Typography>
  );
}

/**
 * Sign-up for a session with limited seats (issue 46): the seats left, and the visitor's own seat or place in line
 * with the button that takes or gives it up. A signed-out visitor is sent to sign in first. The visitor's own status is
 * read again whenever the seats change (someone left, a seat came free), so a promotion shows without a reload.
 */
export function SessionSignup({ session }: { session: ConferenceSession }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const location = useLocation();
  const mine = useGetMySignupsQuery(user?.id ?? 0, { skip: !user });
  const [signUp, signing] = useSignUpMutation();
  const [leave, leaving] = useLeaveSignupMutation();
  const seats = session.seats;
  const seatsKey = seats ? `${seats.taken}/${seats.waitlist}/${seats.capacity}` : '';
  const seen = useRef(seatsKey);
  const { refetch } = mine;
  useEffect(() => {
    if (seen.current === seatsKey) return;
    seen.current = seatsKey;
    if (user) void refetch();
  }, [seatsKey, user, refetch]);

  if (!session.signup_required || !seats) return null;
  const own = mine.data?.find((s) => s.session_id === session.id);
  const full = seats.capacity !== null && seats.taken >= seats.capacity;
  const failed = signing.error ?? leaving.error;
  const busy = signing.isLoading || leaving.isLoading || mine.isFetching;
  const position = own?.position ?? 0;

  return (
    <Box
      component="section"
      aria-labelledby="session-signup"
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
      data-testid="session-signup"
    >
      <Typography id="session-signup" variant="h6" component="h2">
        <Trans>Seats</Trans>
      </Typography>
      <Box role="status" sx={{ mt: 0.5 }}>
        <SeatsLine seats={seats} />
        {own?.status === 'confirmed' && (
          <Typography sx={{ fontWeight: 700, mt: 0.5 }} data-testid="signup-status">
            <Trans>You have a seat.</Trans>
          </Typography>
        )}
        {own?.status === 'waitlisted' && (
          <Typography sx={{ fontWeight: 700, mt: 0.5 }} data-testid="signup-status">
            {t`You are ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} in line.`}
          </Typography>
        )}
      </Box>
      {failed ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(failed, t`That did not work. Please try again.`)}
        </Alert>
      ) : null}
      <Box sx={{ mt: 1.5 }}>
        {!user ? (
          <Button variant="contained" component={RouterLink} to="/login" state={{ from: location.pathname }}>
            <Trans>Sign in to sign up</Trans>
          </Button>
        ) : own ? (
          <Button variant="outlined" disabled={busy} onClick={() => void leave(session.id)}>
            {own.status === 'confirmed' ? t`Give up my seat` : t`Leave the waitlist`}
          </Button>
        ) : session.status !== 'cancelled' ? (
          <Button variant="contained" disabled={busy || mine.isLoading} onClick={() => void signUp(session.id)}>
            {full ? t`Join the waitlist` : t`Sign up`}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
