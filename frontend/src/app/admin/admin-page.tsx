import { Suspense } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageSpinner } from '@/components/page-spinner';
import { loadAdminTab } from './admin-tab-code';
import { ADMIN_TABS } from './admin-tabs';
import { StatCards } from './stat-cards';
import { OverviewSection } from '@/features/overview/components/overview-section';
import { Trans, useLingui } from '@lingui/react/macro';

/** The admin area: one tab at a time, the selected one kept in the address (?tab=) so a reload keeps it. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const current = ADMIN_TABS.find((tab) => tab.slug === params.get('tab')) ?? ADMIN_TABS[0];
  const { Panel } = current;
  const { t, i18n } = useLingui();

  return (
    <PageContainer>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" color="primary">
          <Trans>Admin Dashboard</Trans>
        </Typography>
        <Stack direction="row" spacing={2}>
          {/* The door's page, for an organiser's phone (door helpers are sent its address). */}
          <Link component={RouterLink} to="/checkin">
            <Trans>Check-in at the door</Trans>
          </Link>
          <Link component={RouterLink} to="/">
            <Trans>Back to Main Page</Trans>
          </Link>
        </Stack>
      </Stack>
      <StatCards />
      <OverviewSection />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={current.slug}
          onChange={(_event, slug: string) => setParams({ tab: slug })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t`Admin sections`}
        >
          {ADMIN_TABS.map((tab) => (
            <Tab
              key={tab.slug}
              value={tab.slug}
              label={i18n._(tab.label)}
              id={`admin-tab-${tab.slug}`}
              aria-controls={`admin-panel-${tab.slug}`}
              // Its code while the pointer or the focus is on its way to it.
              onPointerEnter={() => void loadAdminTab(tab.slug).catch(() => undefined)}
              onFocus={() => void loadAdminTab(tab.slug).catch(() => undefined)}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`admin-panel-${current.slug}`} aria-labelledby={`admin-tab-${current.slug}`}>
        <Suspense fallback={<PageSpinner />}>
          <Panel />
        </Suspense>
      </Box>
    </PageContainer>
  );
}
