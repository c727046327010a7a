import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import { Trans } from '@lingui/react/macro';

export function NoSpeakers() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, bgcolor: 'background.paper', borderRadius: 3, border: '1px dashed', borderColor: 'divider' }}>
      <RecordVoiceOverOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        <Trans>No Speakers Available</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        <Trans>Our speaker lineup is being finalized. Check back soon for updates!</Trans>
      </Typography>
    </Box>
  );
}
