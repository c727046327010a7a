import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { focusRingOnNavy } from '@/lib/focus-ring';

/** Shown on /speakers while the call for speakers is open (spec). */
export function SpeakAtConference() {
  return (
    <Box
      component="section"
      aria-labelledby="speak-at-conference"
      sx={{
        mt: 6,
        p: { xs: 3, md: 5 },
        borderRadius: 3,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textAlign: 'center',
        ...focusRingOnNavy,
      }}
    >
      <Typography id="speak-at-conference" variant="h5" component="h2">
        <Trans>Want to Speak at Our Conference?</Trans>
      </Typography>
      <Typography sx={{ mt: 1.5, mb: 3, maxWidth: 620, mx: 'auto', opacity: 0.92 }}>
        <Trans>Share your work with the language technology community. Our call for speakers is open.</Trans>
      </Typography>
      <Button component={RouterLink} to="/cfp" variant="contained" color="secondary" size="large">
        <Trans>Submit a Proposal</Trans>
      </Button>
    </Box>
  );
}
