import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import type { SiteContent } from '@/types/api';
import { Trans } from '@lingui/react/macro';

export function VenueAddress({ venue }: { venue: SiteContent['venue'] }) {
  return (
    <Card component="section" aria-labelledby="venue-name">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: { xs: 2.5, md: 3 } }}>
        <Box aria-hidden sx={{ color: 'primary.main', pt: 0.5, '& svg': { fontSize: 36 } }}>
          <PlaceOutlined />
        </Box>
        {/* minWidth 0: a long name breaks within the card instead of widening it past a phone's screen. */}
        <Box sx={{ minWidth: 0 }}>
          <Typography id="venue-name" variant="h5" component="h2" gutterBottom>
            {venue.name}
          </Typography>
          <Typography component="address" sx={{ fontStyle: 'normal', mb: 1 }}>
            {venue.address}
          </Typography>
          <Link href={venue.maps_url} target="_blank" rel="noopener noreferrer" sx={{ fontWeight: 600 }}>
            <Trans>Open in Google Maps</Trans>
          </Link>
        </Box>
      </CardContent>
    </Card>
  );
}
