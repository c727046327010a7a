import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CodeIcon from '@mui/icons-material/Code';
import EventIcon from '@mui/icons-material/Event';

/** The whole programme for calendar apps (iCalendar) and conference apps (frab/pretalx schedule.json). */
export function ScheduleExports() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }} sx={{ mt: 2 }}>
      <Link href="/public/schedule.ics" download="schedule.ics" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <EventIcon fontSize="small" aria-hidden />
        Add to calendar (.ics)
      </Link>
      <Link href="/public/schedule.json" download="schedule.json" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        <CodeIcon fontSize="small" aria-hidden />
        Schedule data (JSON)
      </Link>
    </Stack>
  );
}
