import { NavLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useTicketLink } from '@/lib/public/ticket-link';
import { homePathForRole, useCurrentUser } from '@/lib/session';
import { navLinkSx } from './nav-styles';
import { Trans } from '@lingui/react/macro';

/** Signed out: Sign In and Register Now (the platform's registration, or the organisers' ticket shop). Signed in: Review for members of the programme committee, the role's dashboard and Sign Out. */
export function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const { external: _external, ...ticket } = useTicketLink();
  const logout = useLogout();

  if (user) {
    return (
      <>
        {user.is_reviewer && (
          <Button component={NavLink} to="/review" sx={navLinkSx} onClick={onNavigate}>
            <Trans>Review</Trans>
          </Button>
        )}
        <Button component={NavLink} to={homePathForRole(user.role)} sx={navLinkSx} onClick={onNavigate}>
          <Trans>Dashboard</Trans>
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <Trans>Sign Out</Trans>
        </Button>
      </>
    );
  }

  return (
    <>
      <Button component={NavLink} to="/login" sx={navLinkSx} onClick={onNavigate}>
        <Trans>Sign In</Trans>
      </Button>
      <Button variant="contained" color="secondary" {...ticket} sx={{ whiteSpace: 'nowrap' }} onClick={onNavigate}>
        <Trans context="navigation">Register Now</Trans>
      </Button>
    </>
  );
}
