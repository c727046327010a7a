import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import FlightLandOutlined from '@mui/icons-material/FlightLandOutlined';
import TramOutlined from '@mui/icons-material/TramOutlined';
import type { NamedLink } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';

function TravelCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Box aria-hidden sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 32 } }}>
          {icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const itemSx = { display: 'list-item', px: 0, py: 0.5 } as const;

/** The fixed travel advice for the Parliament; the garages are the content owner's. */
export function TravelDirections({ garages }: { garages: NamedLink[] }) {
  const { t } = useLingui();
  return (
    <Box component="section" aria-labelledby="travel-title">
      <Typography id="travel-title" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        <Trans>How to get there?</Trans>
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TravelCard title={t`From the airport`} icon={<FlightLandOutlined />}>
            <Typography>
              <Trans>
                Take the train from Vienna Airport to the central station (Wien Hauptbahnhof), about 20 minutes. From there, a taxi or tram D brings you to the
                Parliament in about 20 minutes.
              </Trans>
            </Typography>
          </TravelCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TravelCard title={t`Public transport`} icon={<TramOutlined />}>
            <List disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
              <ListItem sx={itemSx}>
                <Trans>Subway U2, U3: 5 minute walk</Trans>
              </ListItem>
              <ListItem sx={itemSx}>
                <Trans>Tram lines 1, 2, 71, D: 1 minute walk</Trans>
              </ListItem>
            </List>
          </TravelCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TravelCard title={t`By car`} icon={<DirectionsCarOutlined />}>
            <Typography gutterBottom>
              <Trans>Two underground garages are right next to the Parliament:</Trans>
            </Typography>
            <List disablePadding sx={{ listStyle: 'disc', pl: 2.5 }}>
              {garages.map((garage) => (
                <ListItem key={garage.name} sx={itemSx}>
                  <Link href={garage.url} target="_blank" rel="noopener noreferrer">
                    {garage.name}
                  </Link>
                </ListItem>
              ))}
            </List>
          </TravelCard>
        </Grid>
      </Grid>
    </Box>
  );
}
