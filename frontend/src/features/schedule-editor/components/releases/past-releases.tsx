import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { releaseHeading } from '@/lib/schedule-change-text';
import type { AdminRelease } from '../../api/schedule-releases-admin-api';
import { ReleaseChangeList } from './release-change-list';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/** Every release, newest first, each with its changelog and who released it. */
export function PastReleases({ releases }: { releases: AdminRelease[] }) {
  const { t } = useLingui();
  if (releases.length === 0) return null;
  const total = releases.length;
  return (
    <Accordion variant="outlined" disableGutters data-testid="past-releases">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="past-releases-list" id="past-releases-summary">
        <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Trans>Past releases ({total})</Trans>
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="past-releases-list">
        <Box component="ol" aria-label={t`Releases, newest first`} sx={{ m: 0, p: 0 }}>
          {releases.map((release) => {
            const by = release.released_by;
            const changes = release.change_count;
            const name = release.name;
            return (
              <Box
                component="li"
                key={release.number}
                data-testid="past-release"
                sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
              >
                <Typography variant="subtitle2" component="h5">
                  {releaseHeading(release)}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                  {plural(changes, { one: `# change, released by ${by}`, other: `# changes, released by ${by}` })}
                </Typography>
                {release.changes.length ? (
                  <ReleaseChangeList changes={release.changes} label={t`Changes in ${name}`} />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    <Trans>The programme as it was public when release mode began.</Trans>
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
