import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { config } from '@/lib/config';

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.8)', py: 4, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Typography variant="body2">
          {config.productName} · {config.eventDates} · {config.venue}
        </Typography>
      </Container>
    </Box>
  );
}
