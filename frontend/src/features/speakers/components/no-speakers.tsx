import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RecordVoiceOverOutlinedIcon from '@mui/icons-material/RecordVoiceOverOutlined';

export function NoSpeakers() {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, bgcolor: 'background.paper', borderRadius: 3, border: '1px dashed', borderColor: 'divider' }}>
      <RecordVoiceOverOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
        No Speakers Available
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Our speaker lineup is being finalized. Check back soon for updates!
      </Typography>
    </Box>
  );
}
