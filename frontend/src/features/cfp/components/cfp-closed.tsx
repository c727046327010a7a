import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Trans } from '@lingui/react/macro';

export function CfpClosed() {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 56 } }}>
        <EventBusyOutlined />
      </Box>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.6rem' }, color: 'primary.main', my: 2 }}>
        <Trans>Call for Speakers is Closed</Trans>
      </Typography>
      <Typography sx={{ maxWidth: 560, mx: 'auto' }} color="text.secondary">
        <Trans>The call for speakers period has ended. Thank you for your interest; please check back later for future speaking opportunities.</Trans>
      </Typography>
    </Box>
  );
}
