import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { venueMoment } from '../../model/session-form-values';
import type { SessionSignup } from '../../api/signups-admin-api';

interface Props {
  signup: SessionSignup;
  busy: boolean;
  onRemove: (signup: SessionSignup) => void;
  /** Only for those in line. */
  onMoveUp?: (signup: SessionSignup) => void;
}

/** One person on a session's list: their place in line, name, address and when they signed up; Move up, Remove. */
export function SignupRow({ signup, busy, onRemove, onMoveUp }: Props) {
  const { t } = useLingui();
  const name = signup.name;
  const position = signup.position;
  const when = venueMoment(signup.signed_up_at);
  return (
    <Box component="li" data-testid="signup-row" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {position !== null && `${position}. `}
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {signup.email} · <Trans>signed up {when}</Trans>
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {onMoveUp && (
            <Button
              size="small"
              variant="outlined"
              disabled={busy || position === 1}
              onClick={() => onMoveUp(signup)}
              aria-label={t`Move ${name} to the front of the line`}
            >
              <Trans>Move up</Trans>
            </Button>
          )}
          <Button size="small" color="error" disabled={busy} onClick={() => onRemove(signup)} aria-label={t`Remove ${name}`}>
            <Trans>Remove</Trans>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
