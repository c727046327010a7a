import { useCallback, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { changeText, releaseHeading } from '@/lib/schedule-change-text';
import { useGetPublicReleaseQuery, useGetPublicReleasesQuery } from '../api/releases-api';
import { useScheduleReleased } from './use-schedule-released';

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

function ReleaseDetails({ number }: { number: number }) {
  const { data, isLoading, error } = useGetPublicReleaseQuery(number);
  if (isLoading) return <CircularProgress size={20} aria-label="Loading the release" />;
  if (error || !data) return <Typography variant="body2">This version could not be loaded.</Typography>;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {count(data.programme.length, 'session', 'sessions')} in this version.
      </Typography>
      {data.changes.length > 0 && (
        <Box component="ul" aria-label={`Changes in ${data.name}`} sx={{ m: 0, pl: 2.5 }}>
          {data.changes.map((change) => (
            <Typography component="li" variant="body2" key={change.session_id} sx={{ overflowWrap: 'anywhere' }}>
              <strong>{change.title}</strong>: {changeText(change)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Every released version of the programme, newest first, each with what it changed (shown once releases exist). */
export function ProgrammeVersions() {
  const { data, refetch } = useGetPublicReleasesQuery();
  const [open, setOpen] = useState<number | null>(null);
  useScheduleReleased(useCallback(() => void refetch(), [refetch]));
  if (!data?.releases.length) return null;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 4 }} data-testid="programme-versions">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="programme-versions-list" id="programme-versions-summary">
        <Typography variant="h6" component="h2">
          Programme versions
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="programme-versions-list">
        <Box component="ol" aria-label="Programme versions, newest first" sx={{ m: 0, p: 0 }}>
          {data.releases.map((release) => (
            <Box
              component="li"
              key={release.number}
              sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Typography variant="subtitle2" component="h3">
                {releaseHeading(release)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {release.change_count ? count(release.change_count, 'change', 'changes') : 'The programme when versions began'}
              </Typography>
              <Button size="small" aria-expanded={open === release.number} onClick={() => setOpen(open === release.number ? null : release.number)}>
                {open === release.number ? 'Hide details' : 'Show details'}
              </Button>
              {open === release.number && <ReleaseDetails number={release.number} />}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
