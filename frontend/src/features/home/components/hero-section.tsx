import { useTicketLink } from '@/lib/public/ticket-link';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Pill } from '@/components/pill';
import { config } from '@/lib/config';
import type { SiteContent } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEditionDates, useEditionYear } from '@/lib/public/edition';
import { focusRingOnNavy } from '@/lib/focus-ring';

const pillSx = { color: 'inherit', bgcolor: 'rgba(255,255,255,0.14)' } as const;

const skeletonSx = { bgcolor: 'rgba(255,255,255,0.15)' } as const;

/** As many lines as a tagline of the usual length takes (three on a phone, two from the sm width up). */
function TaglineSkeleton() {
  return (
    <>
      <Skeleton sx={skeletonSx} />
      <Skeleton sx={skeletonSx} width="90%" />
      <Skeleton sx={{ ...skeletonSx, display: { sm: 'none' } }} width="55%" />
    </>
  );
}

/** The top band: event name, date, tagline, Register Now (the platform's registration, or a ticket shop in a new tab) and Learn More (/about). */
export function HeroSection({ content }: { content: SiteContent | undefined }) {
  const year = useEditionYear();
  const productName = content?.product_name || config.productName;
  const { external: ticketShop, ...ticket } = useTicketLink();
  const { i18n } = useLingui();
  const dates = useEditionDates();

  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      data-testid="home-hero"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #061a3a 0%, #0b2a5b 55%, #1d4f91 100%)',
        py: { xs: 7, md: 12 },
        ...focusRingOnNavy,
      }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
          <Pill icon={<CalendarMonthOutlined />} label={content?.hero.date_label || dates} sx={pillSx} />
          <Pill icon={<PlaceOutlined />} label={content?.hero.venue_label || i18n._(config.venue)} sx={pillSx} />
        </Stack>
        <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.4rem', md: '3.75rem' } }}>
          {productName} {year}
        </Typography>
        <Typography variant="h5" component="p" sx={{ mt: 2, maxWidth: 760, fontWeight: 400, opacity: 0.92, fontSize: { xs: '1.15rem', md: '1.5rem' } }}>
          {content ? content.hero.tagline : <TaglineSkeleton />}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button {...ticket} variant="contained" color="secondary" size="large" endIcon={ticketShop ? <OpenInNew aria-hidden /> : undefined}>
            <Trans>Register Now</Trans>
          </Button>
          <Button
            component={RouterLink}
            to="/about"
            variant="outlined"
            size="large"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white', bgcolor: 'rgba(255,255,255,0.08)' } }}
          >
            <Trans>Learn More</Trans>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
