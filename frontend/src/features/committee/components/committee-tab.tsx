import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAdminNotice } from '@/components/admin/admin-notice';
import { AssignmentsSection } from './assignments-section';
import { CriteriaSection } from './criteria-section';
import { PhaseSection } from './phase-section';
import { RankingSection } from './ranking-section';
import { ReviewersSection } from './reviewers-section';
import { Trans } from '@lingui/react/macro';

/**
 * The 'Committee' tab: the programme committee's phase and rules, reviewers, criteria, assignments, the ranking and
 * bulk decisions. Everything refetches on the server's 'review.changed' push.
 */
export function CommitteeTab() {
  const notice = useAdminNotice();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        <Trans>Programme Committee</Trans>
      </Typography>
      <PhaseSection notice={notice} />
      <ReviewersSection notice={notice} />
      <CriteriaSection notice={notice} />
      <AssignmentsSection notice={notice} />
      <RankingSection notice={notice} />
      {notice.element}
    </Stack>
  );
}
