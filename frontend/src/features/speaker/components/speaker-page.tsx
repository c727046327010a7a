import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { useCurrentUser } from '@/lib/session';

const AREA_LINKS = [
  { to: '/presentations', title: 'My Presentations', text: 'Your proposals and their status.' },
  { to: '/schedule', title: 'Schedule', text: 'The conference programme.' },
  { to: '/resources', title: 'Resources', text: 'Guidelines and templates for speakers.' },
  { to: '/notifications', title: 'Notifications', text: 'Messages from the organisers.' },
];

export function SpeakerPage() {
  const user = useCurrentUser();
  const name = user?.full_name || 'Speaker';

  return (
    <PageContainer>
      <Box
        component="header"
        sx={{
          color: 'common.white',
          background: 'linear-gradient(135deg, #0b2a5b 0%, #1d4f91 100%)',
          borderRadius: 3,
          p: { xs: 3, md: 4 },
          mb: 4,
        }}
      >
        <Typography variant="h4" component="h1">
          Welcome, {name}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>Your speaker area for the 2025 conference.</Typography>
        <Link component={RouterLink} to="/" color="inherit" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          Back to Main Page
        </Link>
      </Box>
      <Grid container spacing={2}>
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
      <Typography color="text.secondary" sx={{ mt: 4 }}>
        Proposal submission, your presentations and your profile photo will be managed here.
      </Typography>
    </PageContainer>
  );
}
