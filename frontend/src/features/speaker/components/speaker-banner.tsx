import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { useEditionYear } from '@/lib/public/edition';
import { focusRingOnNavy } from '@/lib/focus-ring';

/** Welcome banner with the speaker's full name (fallback 'Speaker') and the way back to the main page. */
export function SpeakerBanner({ name }: { name: string }) {
  const year = useEditionYear();
  return (
    <Box
      component="header"
      sx={{
        color: 'common.white',
        background: 'linear-gradient(135deg, #0b2a5b 0%, #1d4f91 100%)',
        ...focusRingOnNavy,
        borderRadius: 3,
        p: { xs: 3, md: 4 },
        mb: 4,
      }}
    >
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        <Trans>Welcome, {name}</Trans>
      </Typography>
      <Typography sx={{ mt: 1, opacity: 0.9 }}>
        <Trans>Your speaker area for the {year} conference.</Trans>
      </Typography>
      <Link component={RouterLink} to="/" color="inherit" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
        <Trans>Back to Main Page</Trans>
      </Link>
    </Box>
  );
}
