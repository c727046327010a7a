import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOwnStatusText, useSeatsText } from '@/components/signups/seats-text';
import { errorMessage } from '@/lib/api-errors';
import { formatDate, formatTime } from '@/lib/format';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { useGetMySignupsQuery, type MySignup } from '@/lib/signups/signups-api';
import { useOwnSignup } from '@/lib/signups/use-own-signup';
import type { ConferenceSession } from '@/types/api';
import { DashboardSection } from './dashboard-section';
import { Fact } from './session-facts';
import { Trans, useLingui } from '@lingui/react/macro';

/** One sign-up: the session, its time and room, the seat or place in line, and the button that gives it up. */
function SignupItem({ signup, session }: { signup: MySignup; session: ConferenceSession | undefined }) {
  const { t } = useLingui();
  const seatsText = useSeatsText();
  const statusText = useOwnStatusText();
  // The public session's seats, live: the place in line is read again when they change.
  const { own, busy, error, leave } = useOwnSignup(session ?? { id: signup.session_id, seats: null });
  const current = own ?? signup;
  const title = signup.title;
  const room = signup.room;
  return (
    <Box component="li" data-testid="my-signup" sx={{ listStyle: 'none', p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={`/sessions/${signup.session_id}`}>
          {title}
        </Link>
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <Fact>{formatDate(signup.startTime)}</Fact>
        <Fact>{`${formatTime(signup.startTime)} - ${formatTime(signup.endTime)}`}</Fact>
        <Fact>
          <Trans>Room: {room}</Trans>
        </Fact>
      </Box>
      <Box role="status" sx={{ mt: 1 }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="signup-status">
          {statusText(current)}
        </Typography>
        {session?.seats && (
          <Typography variant="body2" color="text.secondary">
            {seatsText(session.seats)}
          </Typography>
        )}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessage(error, t`That did not work. Please try again.`)}
        </Alert>
      ) : null}
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 1.5 }}
        disabled={busy}
        onClick={leave}
        aria-label={current.status === 'confirmed' ? t`Give up my seat at ${title}` : t`Leave the waitlist of ${title}`}
      >
        {current.status === 'confirmed' ? t`Give up my seat` : t`Leave the waitlist`}
      </Button>
    </Box>
  );
}

/** The sessions the attendee signed up for (issue 46), with a seat or a place in line: shown once there are any. */
export function MySignups({ userId }: { userId: number }) {
  const { t } = useLingui();
  const mine = useGetMySignupsQuery(userId);
  const sessions = useGetPublicSessionsQuery(undefined, { skip: !mine.data?.length });
  if (!mine.data?.length) return null;
  const byId = new Map(sessions.data?.map((s) => [s.id, s]));
  return (
    <DashboardSection id="my-signups" title={t`Your sign-ups`}>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {mine.data.map((signup) => (
          <SignupItem key={signup.session_id} signup={signup} session={byId.get(signup.session_id)} />
        ))}
      </Stack>
    </DashboardSection>
  );
}
