import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDate, formatTime, formatWeekday } from '@/lib/format';
import { useGetScheduleChangesQuery, type ScheduleChange } from '@/lib/public/schedule-changes-api';

/** 'Mon 9:00 AM' at the venue. */
function slotTime(iso: string): string {
  return `${formatWeekday(iso)} ${formatTime(iso)}`;
}

/** 'moved from Mon 9:00 AM to Mon 10:00 AM, room changed from Hall A to Hall B' */
export function changeText(change: ScheduleChange): string {
  const { before, after } = change;
  const parts = change.kinds.map((kind) => {
    switch (kind) {
      case 'moved':
        return after ? `moved from ${slotTime(before.startTime)} to ${slotTime(after.startTime)}` : 'moved';
      case 'room':
        return `room changed from ${before.room || 'TBA'} to ${after?.room || 'TBA'}`;
      case 'cancelled':
        return 'cancelled';
      case 'reinstated':
        return 'back on the programme';
      case 'removed':
        return 'removed from the programme';
      default:
        return 'changed';
    }
  });
  return parts.join(', ');
}

/**
 * 'What changed': the published moves, room changes, cancellations and removals, newest first. It follows the
 * schedule live (same tag) and is not shown while nothing has changed.
 */
export function ScheduleChanges() {
  const { data: changes } = useGetScheduleChangesQuery();
  if (!changes?.length) return null;
  const count = changes.length === 1 ? '1 recent change' : `${changes.length} recent changes`;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 3 }} data-testid="schedule-changes">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="schedule-changes-list" id="schedule-changes-summary">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography variant="h6" component="h2">
            What changed
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {count}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="ul" aria-label="Schedule changes, newest first" sx={{ m: 0, p: 0 }}>
          {changes.map((change) => (
            <Box
              component="li"
              key={change.id}
              data-testid="schedule-change"
              sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>{change.title}</strong>: {changeText(change)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                Changed <time dateTime={change.at}>{`${formatDate(change.at)}, ${formatTime(change.at)}`}</time>
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
