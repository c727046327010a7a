import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';

/** The two empty states of the schedule: nothing planned yet, or nothing on the chosen day. */
export function ScheduleEmpty({ title, text, headingLevel = 'h2' }: { title: string; text: string; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, bgcolor: 'background.paper', borderRadius: 3, border: '1px dashed', borderColor: 'divider' }}>
      <EventBusyOutlinedIcon aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h5" component={headingLevel} sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {text}
      </Typography>
    </Box>
  );
}
