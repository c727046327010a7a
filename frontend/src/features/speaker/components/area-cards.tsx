import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const AREA_LINKS = [
  { to: '/presentations', title: 'My Presentations', text: 'Your proposals and their status.' },
  { to: '/schedule', title: 'Schedule', text: 'The conference programme.' },
  { to: '/resources', title: 'Resources', text: 'Guidelines and templates for speakers.' },
  { to: '/notifications', title: 'Notifications', text: 'Messages from the organisers.' },
];

/** The four cards of the speaker area (spec). */
export function AreaCards() {
  return (
    <Grid container spacing={2} component="nav" aria-label="Speaker area">
      {AREA_LINKS.map((item) => (
        <Grid key={item.to} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={item.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {item.title}
                </Typography>
                <Typography color="text.secondary">{item.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
