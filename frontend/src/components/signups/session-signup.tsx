import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import type { ConferenceSession } from '@/types/api';
import { useOwnSignup } from '@/lib/signups/use-own-signup';
import { useOwnStatusText, useSeatsText } from './seats-text';
import { Trans, useLingui } from '@lingui/react/macro';

interface SessionSignupProps {
  session: ConferenceSession;
  /** `section`: the session page's block with its heading; `card`: a line and a small button in a programme card. */
  variant?: 'section' | 'card';
}

/**
 * Sign-up for a session with limited seats (issue 46): the seats left, live, and the visitor's own seat or place in
 * line with the button that takes or gives it up. A signed-out visitor is sent to sign in first, and back here after.
 */
export function SessionSignup({ session, variant = 'section' }: SessionSignupProps) {
  const { t } = useLingui();
  const location = useLocation();
  const seatsText = useSeatsText();
  const statusText = useOwnStatusText();
  const { user, own, loading, busy, error, signUp, leave } = useOwnSignup(session);
  const seats = session.seats;
  if (!session.signup_required || !seats) return null;
  const full = seats.capacity !== null && seats.taken >= seats.capacity;
  const card = variant === 'card';
  const size = card ? 'small' : 'medium';

  const action = !user ? (
    <Button size={size} variant={card ? 'outlined' : 'contained'} component={RouterLink} to="/login" state={{ from: location.pathname }}>
      <Trans>Sign in to sign up</Trans>
    </Button>
  ) : own ? (
    <Button size={size} variant="outlined" disabled={busy} onClick={leave}>
      {own.status === 'confirmed' ? t`Give up my seat` : t`Leave the waitlist`}
    </Button>
  ) : session.status !== 'cancelled' ? (
    <Button size={size} variant="contained" disabled={busy || loading} onClick={signUp}>
      {full ? t`Join the waitlist` : t`Sign up`}
    </Button>
  ) : null;
  const failure = error ? (
    <Alert severity="error" sx={{ mt: card ? 1 : 1.5 }}>
      {errorMessage(error, t`That did not work. Please try again.`)}
    </Alert>
  ) : null;

  if (card)
    return (
      <Box sx={{ mt: 1.5 }} data-testid="card-signup">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Box role="status" sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary" component="span" data-testid="session-seats">
              {seatsText(seats)}
            </Typography>
            {own && (
              <Typography variant="body2" component="span" sx={{ fontWeight: 700, ml: 1 }} data-testid="signup-status">
                {statusText(own)}
              </Typography>
            )}
          </Box>
          {action}
        </Box>
        {failure}
      </Box>
    );

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
        <Typography color="text.secondary" data-testid="session-seats">
          {seatsText(seats)}
        </Typography>
        {own && (
          <Typography sx={{ fontWeight: 700, mt: 0.5 }} data-testid="signup-status">
            {statusText(own)}
          </Typography>
        )}
      </Box>
      {failure}
      <Box sx={{ mt: 1.5 }}>{action}</Box>
    </Box>
  );
}
