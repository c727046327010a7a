import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { PageSpinner } from '@/components/page-spinner';
import { useVenueZone } from '@/lib/public/edition';
import { AlternateLinks } from './alternate-links';
import { Footer } from './footer';
import { LanguageOfferWhenWanted } from './language-offer-when-wanted';
import { NavBar } from './nav-bar';
import { DocumentHead } from './page-head';

export function RootLayout() {
  // Every date below is shown in the venue's zone; a new zone (a setting) redraws them all.
  const zone = useVenueZone();
  return (
    <Box key={zone} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavBar />
      {/* Keeps content clear of the fixed app bar. */}
      <Toolbar sx={{ minHeight: { xs: 64, md: 72 } }} />
      <AlternateLinks />
      <DocumentHead />
      <LanguageOfferWhenWanted />
      {/* At least a screen high, so the footer starts below the fold and a page whose data is still loading does
          not pull it into view and then push it out again (layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
