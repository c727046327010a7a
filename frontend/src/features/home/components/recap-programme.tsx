import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

// The 2024 edition as the spec lists it.
const KEY_HIGHLIGHTS = [
  'Opening panel on highlights of the year',
  'Use cases from pharma, automotive, retail, healthcare, security and media',
  'Technical sessions on generative AI, terminology tools and language resources',
  'Closing panel on the EU AI Act',
] as const;

const PROGRAMME = [
  {
    day: 'Day 1 (Nov 19)',
    items: ['Opening panel', 'Technology trends outlook', 'Pharma and automotive use cases', 'Retail and healthcare applications'],
  },
  {
    day: 'Day 2 (Nov 20)',
    items: ['Security and defence use cases', 'Media applications', 'AI in the interpreting industry', 'EU AI Act panel'],
  },
] as const;

const listSx = { m: 0, pl: 2.5, '& li': { mb: 0.75 } } as const;

/** Key highlights and the two-day programme of the 2024 edition. */
export function RecapProgramme() {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card sx={{ height: '100%' }} data-testid="recap-highlights">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              Key highlights
            </Typography>
            <Box component="ul" sx={listSx}>
              {KEY_HIGHLIGHTS.map((item) => (
                <li key={item}>
                  <Typography>{item}</Typography>
                </li>
              ))}
            </Box>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card sx={{ height: '100%' }} data-testid="recap-programme">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
              Programme
            </Typography>
            <Grid container spacing={3}>
              {PROGRAMME.map(({ day, items }) => (
                <Grid key={day} size={{ xs: 12, sm: 6 }}>
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, color: 'primary.main', mb: 1 }}>
                    {day}
                  </Typography>
                  <Box component="ul" sx={listSx}>
                    {items.map((item) => (
                      <li key={item}>
                        <Typography>{item}</Typography>
                      </li>
                    ))}
                  </Box>
                </Grid>
              ))}
            </Grid>
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
