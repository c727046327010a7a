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
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

function ReleaseDetails({ number }: { number: number }) {
  const { t } = useLingui();
  const { data, isLoading, error } = useGetPublicReleaseQuery(number);
  if (isLoading) return <CircularProgress size={20} aria-label={t`Loading the release`} />;
  if (error || !data) {
    return (
      <Typography variant="body2">
        <Trans>This version could not be loaded.</Trans>
      </Typography>
    );
  }
  const sessions = data.programme.length;
  const name = data.name;
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t`${plural(sessions, { one: '# session', other: '# sessions' })} in this version.`}
      </Typography>
      {data.changes.length > 0 && (
        <Box component="ul" aria-label={t`Changes in ${name}`} sx={{ m: 0, pl: 2.5 }}>
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
  const { t } = useLingui();
  const { data, refetch } = useGetPublicReleasesQuery();
  const [open, setOpen] = useState<number | null>(null);
  useScheduleReleased(useCallback(() => void refetch(), [refetch]));
  const changeCount = (changes: number) => t`${plural(changes, { one: '# change', other: '# changes' })}`;
  if (!data?.releases.length) return null;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mt: 4 }} data-testid="programme-versions">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="programme-versions-list" id="programme-versions-summary">
        <Typography variant="h6" component="h2">
          <Trans>Programme versions</Trans>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="programme-versions-list">
        <Box component="ol" aria-label={t`Programme versions, newest first`} sx={{ m: 0, p: 0 }}>
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
                {release.change_count ? changeCount(release.change_count) : t`The programme when versions began`}
              </Typography>
              <Button size="small" aria-expanded={open === release.number} onClick={() => setOpen(open === release.number ? null : release.number)}>
                {open === release.number ? t`Hide details` : t`Show details`}
              </Button>
              {open === release.number && <ReleaseDetails number={release.number} />}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
