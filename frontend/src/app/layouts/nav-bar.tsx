import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { LiveIndicator } from '@/components/live-indicator';
import { usePublicNavLinks, type NavLinkItem } from '@/features/public/hooks/use-public-nav-links';
import { config } from '@/lib/config';
import { useConnectionStatus } from '@/lib/connection';
import { useCurrentUser } from '@/lib/session';
import { AccountActions } from './account-actions';
import { navLinkSx } from './nav-styles';

// Only signed-in users have a bell; visitors never download its menu code.
const NotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell')).NotificationBell,
}));

function MenuLinks({ links, onNavigate }: { links: NavLinkItem[]; onNavigate?: () => void }) {
  return links.map((link) => (
    <Button key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={navLinkSx} onClick={onNavigate}>
      {link.label}
    </Button>
  ));
}

/** Fixed top bar on every page: the menu inline from the lg breakpoint up, behind a toggle below it. */
export function NavBar() {
  const links = usePublicNavLinks();
  const user = useCurrentUser();
  const status = useConnectionStatus();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <AppBar position="fixed" color="primary" sx={{ borderBottom: '1px solid rgba(255,255,255,0.08)' }}>
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 }, gap: 1.5 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          onClick={closeMenu}
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            fontWeight: 800,
            letterSpacing: '-0.01em',
            whiteSpace: 'nowrap',
            mr: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Box component="img" src="/public/logo?small=true" alt="" width={32} height={32} sx={{ borderRadius: 1.5 }} />
          {config.productName}
        </Typography>

        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25, flex: 1, minWidth: 0 }}>
          <MenuLinks links={links} />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', lg: 'none' } }} />

        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <LiveIndicator status={status} />
          {user && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}>
            <AccountActions />
          </Stack>
          <IconButton
            color="inherit"
            edge="end"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-controls="mobile-menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ display: { lg: 'none' } }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Stack>
      </Toolbar>

      <Collapse in={menuOpen} unmountOnExit sx={{ display: { lg: 'none' } }}>
        <Box
          component="nav"
          id="mobile-menu"
          aria-label="Main"
          sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
        >
          <MenuLinks links={links} onNavigate={closeMenu} />
          <Divider flexItem sx={{ my: 1, borderColor: 'rgba(255,255,255,0.2)' }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AccountActions onNavigate={closeMenu} />
          </Stack>
        </Box>
      </Collapse>
    </AppBar>
  );
}
