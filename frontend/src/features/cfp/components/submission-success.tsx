import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { Trans } from '@lingui/react/macro';

export function SubmissionSuccess() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; move focus (and a screen reader) to the result.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Box aria-hidden sx={{ color: 'success.main', '& svg': { fontSize: 64 } }}>
        <CheckCircle />
      </Box>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h3"
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main', my: 2, outline: 'none' }}
      >
        <Trans>Submission Successful!</Trans>
      </Typography>
      <Typography sx={{ maxWidth: 560, mx: 'auto', mb: 4 }}>
        <Trans>Thank you for your proposal. Please check your email for instructions on how to access your speaker dashboard.</Trans>
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        <Trans>Back to Home</Trans>
      </Button>
    </Box>
  );
}
