import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { useConfirmEmailMutation } from '../api/auth-api';
import { AuthCard } from './auth-card';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * /confirm-email?token=...: a link mailed to an address (a new account's, a new address for an account, or a proposal
 * sent with an account's address). It acts only on the button: mail scanners that open links change nothing.
 */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const user = useCurrentUser();
  const [confirm, { isLoading, data, error }] = useConfirmEmailMutation();
  const [tried, setTried] = useState(false);

  return (
    <AuthCard title={t`Confirm your email address`} intro={t`Opening this link proves that the address is yours.`}>
      {!token ? (
        <Alert severity="warning">
          <Trans>This link is incomplete. Open the link from your e-mail again.</Trans>
        </Alert>
      ) : data ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {data.detail}
          </Alert>
          <Typography>
            {user ? (
              <Link component={RouterLink} to={homePathForRole(user.role)}>
                <Trans>Go to your dashboard</Trans>
              </Link>
            ) : (
              <Link component={RouterLink} to="/login">
                <Trans>Sign in</Trans>
              </Link>
            )}
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          {tried && error && <Alert severity="error">{errorMessage(error, t`Could not confirm this address. Please try again.`)}</Alert>}
          <Button
            variant="contained"
            size="large"
            disabled={isLoading}
            onClick={() => {
              setTried(true);
              void confirm({ token });
            }}
          >
            {isLoading ? t`Confirming...` : t`Confirm`}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
