import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HotelOutlined from '@mui/icons-material/HotelOutlined';
import type { Hotel } from '@/types/api';
import { Trans } from '@lingui/react/macro';

export function HotelList({ hotels }: { hotels: Hotel[] }) {
  return (
    <Box component="section" aria-labelledby="hotels-title">
      <Typography id="hotels-title" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        <Trans>Hotels</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>Hotels close to the venue, with their distance from the Parliament.</Trans>
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {hotels.map((hotel) => {
          const distance = hotel.distance;
          return (
            <Grid key={hotel.name} size={{ xs: 12, sm: 6, md: 4 }} component="li" data-testid="hotel-card">
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: { xs: 2.5, md: 3 } }}>
                  <Box aria-hidden sx={{ color: 'primary.main', mb: 1 }}>
                    <HotelOutlined />
                  </Box>
                  <Typography variant="h6" component="h3">
                    {hotel.name}
                  </Typography>
                  <Typography color="text.secondary" sx={{ mb: 2 }}>
                    <Trans>
                      <span data-testid="hotel-distance">{distance}</span> from the venue
                    </Trans>
                  </Typography>
                  <Link href={hotel.url} target="_blank" rel="noopener noreferrer" sx={{ mt: 'auto', fontWeight: 600 }}>
                    <Trans>Visit website</Trans>
                  </Link>
                </CardContent>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Box>
  );
}
