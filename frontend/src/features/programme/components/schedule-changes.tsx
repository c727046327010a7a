import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDate, formatTime } from '@/lib/format';
import { useGetScheduleChangesQuery, type ScheduleChange } from '@/lib/public/schedule-changes-api';
import { changeText, releaseHeading } from '@/lib/schedule-change-text';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

type Release = NonNullable<ScheduleChange['release']>;
/** Neighbouring entries of one release (or of live edits, which have none), newest first. */
interface Group {
  release: Release | null;
  changes: ScheduleChange[];
}

function groups(changes: ScheduleChange[]): Group[] {
  const grouped: Group[] = [];
  for (const change of changes) {
    const last = grouped.at(-1);
    if (last && (last.release?.number ?? null) === (change.release?.number ?? null)) last.changes.push(change);
    else grouped.push({ release: change.release, changes: [change] });
  }
  return grouped;
}

const itemStyle = { listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } } as const;

function ChangeItem({ change }: { change: ScheduleChange }) {
  const when = `${formatDate(change.at)}, ${formatTime(change.at)}`;
  return (
    <Box component="li" data-testid="schedule-change" sx={itemStyle}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{change.title}</strong>: {changeText(change)}
      </Typography>
      {/* A released change carries its release's time in the heading above it. */}
      {!change.release && (
        <Typography variant="caption" color="text.secondary" component="p">
          <Trans>
            Changed <time dateTime={change.at}>{when}</time>
          </Trans>
        </Typography>
      )}
    </Box>
  );
}

/**
 * 'What changed': the published moves, room changes, cancellations and removals, newest first; those a release
 * published stand under a heading per release ('Version 3 — Nov 24, 2026, 2:05 PM'). It follows the schedule live
 * (same tag) and is not shown while nothing has changed.
 */
export function ScheduleChanges() {
  const { t } = useLingui();
  const { data: changes } = useGetScheduleChangesQuery();
  if (!changes?.length) return null;
  const total = changes.length;
  const changesIn = (name: string) => t`Changes in ${name}`;
  const count = t`${plural(total, { one: '# recent change', other: '# recent changes' })}`;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 3 }} data-testid="schedule-changes">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="schedule-changes-list" id="schedule-changes-summary">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}>
          <Typography variant="h6" component="h2">
            <Trans>What changed</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {count}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {groups(changes).map((group) =>
          group.release ? (
            <Box
              component="section"
              key={`release-${group.release.number}-${group.changes[0].id}`}
              aria-label={group.release.name}
              data-testid="schedule-release"
              sx={{ '& + &, & + ul, ul + &': { mt: 2 } }}
            >
              <Typography variant="subtitle2" component="h3" data-testid="release-heading">
                {releaseHeading(group.release)}
              </Typography>
              <Box component="ul" aria-label={changesIn(group.release.name)} sx={{ m: 0, p: 0 }}>
                {group.changes.map((change) => (
                  <ChangeItem key={change.id} change={change} />
                ))}
              </Box>
            </Box>
          ) : (
            <Box
              component="ul"
              key={`live-${group.changes[0].id}`}
              aria-label={t`Schedule changes, newest first`}
              sx={{ m: 0, p: 0, 'section + &': { mt: 2 } }}
            >
              {group.changes.map((change) => (
                <ChangeItem key={change.id} change={change} />
              ))}
            </Box>
          ),
        )}
      </AccordionDetails>
    </Accordion>
  );
}
