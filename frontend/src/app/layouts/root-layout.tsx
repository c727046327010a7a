import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { Trans } from '@lingui/react/macro';
import { IconSprite } from '@/components/icons/sprite';
import { PageSpinner } from '@/components/page-spinner';
import { useVenueZone } from '@/lib/public/edition';
import { AlternateLinks } from './alternate-links';
import { Footer } from './footer';
import { LanguageOfferWhenWanted } from './language-offer-when-wanted';
import { NavBar } from './nav-bar';
import { FOCUS_RING } from '@/lib/focus-ring';
import { DocumentHead } from './page-head';

/** Out of sight until it has the keyboard's focus, then above the navigation bar. */
const skipLinkSx = {
  position: 'absolute',
  left: 8,
  top: -64,
  zIndex: (theme: { zIndex: { appBar: number } }) => theme.zIndex.appBar + 1,
  px: 2,
  py: 1,
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'primary.main',
  fontWeight: 600,
  '&:focus': { top: 8, ...FOCUS_RING },
} as const;

export function RootLayout() {
  // Every date below is shown in the venue's zone; a new zone (a setting) redraws them all.
  const zone = useVenueZone();
  return (
    <Box key={zone} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* The first stop of the keyboard: past the navigation, straight to the page. */}
      <Box component="a" href="#main" sx={skipLinkSx}>
        <Trans>Skip to content</Trans>
      </Box>
      <NavBar />
      {/* Keeps content clear of the fixed app bar. */}
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 } }} />
      <AlternateLinks />
      <DocumentHead />
      <LanguageOfferWhenWanted />
      {/* At least a screen high, so the footer starts below the fold and a page whose data is still loading does
          not pull it into view and then push it out again (layout shift). */}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <IconSprite />
    </Box>
  );
}
