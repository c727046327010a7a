import { lazy, memo, Suspense, useCallback, useRef, useState, type KeyboardEvent } from 'react';
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
import { LanguageSwitcher } from './language-switcher';
import { focusRingOnNavy } from '@/lib/focus-ring';
import { navLinkSx } from './nav-styles';
import { useLingui } from '@lingui/react/macro';
import { loadAreas } from '@/lib/i18n/i18n';

// Only signed-in users have a bell; visitors never download its menu code.
// Its messages are the signed-in areas' (lib/i18n), loaded with it.
const NotificationBell = lazy(async () => {
  const [bell] = await Promise.all([import('@/features/notifications/components/notification-bell'), loadAreas('account')]);
  return { default: bell.NotificationBell };
});

/** The links, kept as the same array while the same pages are listed, so the menus below skip re-rendering. */
function useMenuLinks(): NavLinkItem[] {
  const links = usePublicNavLinks();
  const [kept, setKept] = useState(links);
  const same = kept.length === links.length && kept.every((link, i) => link.to === links[i].to && link.label === links[i].label);
  if (!same) setKept(links);
  return same ? kept : links;
}

const MenuLinks = memo(function MenuLinks({ onNavigate }: { onNavigate?: () => void }) {
  const links = useMenuLinks();
  return links.map((link) => (
    <Button key={link.to} component={NavLink} to={link.to} end={link.to === '/'} sx={navLinkSx} onClick={onNavigate}>
      {link.label}
    </Button>
  ));
});

const Account = memo(AccountActions);

// Each part of the bar reads only the state it shows, so a change (the socket connecting, the session check, the
// menu's flags arriving) re-renders that part and not the whole bar.
function LiveStatus() {
  return <LiveIndicator status={useConnectionStatus()} />;
}

function SignedInBell() {
  const user = useCurrentUser();
  return user ? (
    <Suspense fallback={null}>
      <NotificationBell />
    </Suspense>
  ) : null;
}

const Brand = memo(function Brand({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h6"
      onClick={onNavigate}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        letterSpacing: '-0.01em',
        // On a phone the name may wrap (a long product name, a reader's own text spacing) rather than push the bar's
        // buttons past the screen's edge (WCAG 1.4.10, 1.4.12).
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        overflowWrap: 'anywhere',
        lineHeight: 1.2,
        minWidth: 0,
        mr: { xs: 0, sm: 1 },
        display: 'flex',
        alignItems: 'center',
        gap: 1,
      }}
    >
      <Box component="img" src="/public/logo?small=true" alt="" width={32} height={32} sx={{ borderRadius: 1.5 }} />
      {config.productName}
    </Typography>
  );
});

/** Fixed top bar on every page: the menu inline from the lg breakpoint up, behind a toggle below it. */
export function NavBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // A link followed from the phone menu closes it, and the menu with the focused link goes: the focus moves to the
  // page's content (the skip link's target), where reading the new page starts, rather than to the document's body.
  const leaveMenu = useCallback(() => {
    setMenuOpen(false);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, []);
  const toggle = useRef<HTMLButtonElement>(null);
  const { t } = useLingui();
  // Escape closes the open menu from anywhere in the bar and gives the focus back to its button (WCAG 2.1.2).
  const escapeMenu = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    toggle.current?.focus();
  };

  return (
    <AppBar position="fixed" color="primary" onKeyDown={escapeMenu} sx={{ borderBottom: '1px solid rgba(255,255,255,0.08)', ...focusRingOnNavy }}>
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 1, sm: 1.5 } }}>
        <Brand onNavigate={closeMenu} />

        <Box component="nav" aria-label={t`Main`} sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.25, flex: 1, minWidth: 0 }}>
          <MenuLinks />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', lg: 'none' } }} />

        <Stack direction="row" spacing={{ xs: 1, sm: 1.5 }} sx={{ alignItems: 'center', flexShrink: 0 }}>
          <LiveStatus />
          <SignedInBell />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', lg: 'flex' }, alignItems: 'center' }}>
            <LanguageSwitcher compact />
            <Account />
          </Stack>
          <IconButton
            ref={toggle}
            color="inherit"
            edge="end"
            aria-label={menuOpen ? t`Close menu` : t`Open menu`}
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
          aria-label={t`Main`}
          sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}
        >
          <MenuLinks onNavigate={leaveMenu} />
          <Divider flexItem sx={{ my: 1, borderColor: 'rgba(255,255,255,0.2)' }} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LanguageSwitcher onNavigate={leaveMenu} />
            <Account onNavigate={leaveMenu} />
          </Stack>
        </Box>
      </Collapse>
    </AppBar>
  );
}
