import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MapOutlined from '@mui/icons-material/MapOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { SiteContent } from '@/types/api';
import { Trans } from '@lingui/react/macro';

/** Where the event is: the venue, its address, a maps link (new tab) and the travel page. */
export function VenueCard({ venue }: { venue: SiteContent['venue'] }) {
  return (
    <Card data-testid="venue-card" sx={{ bgcolor: 'primary.main', color: 'common.white', borderColor: 'primary.main' }}>
      <CardContent sx={{ p: { xs: 3, md: 4 } }}>
        <PlaceOutlined aria-hidden sx={{ fontSize: 40, color: 'secondary.main' }} />
        <Typography variant="overline" component="p" sx={{ mt: 1, opacity: 0.85, letterSpacing: '0.12em' }}>
          <Trans context="venue card heading">Venue</Trans>
        </Typography>
        <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
          {venue.name}
        </Typography>
        <Typography component="address" sx={{ fontStyle: 'normal', opacity: 0.9 }}>
          {venue.address}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button
            component="a"
            href={venue.maps_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="contained"
            color="secondary"
            startIcon={<MapOutlined aria-hidden />}
          >
            <Trans>Open in Maps</Trans>
          </Button>
          <Button
            component={RouterLink}
            to="/location"
            variant="outlined"
            sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', '&:hover': { borderColor: 'common.white' } }}
          >
            <Trans>How to get there</Trans>
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
