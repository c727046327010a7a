import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { config } from '@/lib/config';

export function HomePage() {
  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          color: 'common.white',
          background: 'linear-gradient(135deg, #061a3a 0%, #0b2a5b 55%, #1d4f91 100%)',
          py: { xs: 8, md: 12 },
        }}
      >
        <Container maxWidth="lg">
          <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 3, flexWrap: 'wrap' }}>
            <Chip
              icon={<CalendarMonthOutlined />}
              label={config.eventDates}
              sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)', '& .MuiChip-icon': { color: 'inherit' } }}
            />
            <Chip
              icon={<PlaceOutlined />}
              label={config.venue}
              sx={{ color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)', '& .MuiChip-icon': { color: 'inherit' } }}
            />
          </Stack>
          <Typography id="hero-title" variant="h2" component="h1" sx={{ fontSize: { xs: '2.5rem', md: '3.75rem' } }}>
            {config.productName} 2025
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 2, maxWidth: 720, fontWeight: 400, opacity: 0.9 }}>
            The annual conference on language technology and AI: translation, interpretation, speech and text
            processing, and the data behind them.
          </Typography>
          <Button component={RouterLink} to="/about" variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
            Learn More
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Typography color="text.secondary">
          Featured speakers, sponsors, sessions and the latest news will be shown here as they are announced.
        </Typography>
      </Container>
    </>
  );
}
