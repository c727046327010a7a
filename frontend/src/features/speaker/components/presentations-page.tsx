import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useMyPresentations } from '../hooks/use-my-presentations';
import { PresentationList } from './presentation-list';
import { Trans, useLingui } from '@lingui/react/macro';

/** All of the speaker's proposals with full abstracts and, once decided, the review notes. */
export function PresentationsPage() {
  const { proposals, isLoading, error } = useMyPresentations();
  const { t } = useLingui();
  return (
    <PageContainer>
      <PageHeader title={t`My Presentations`} subtitle={t`Your proposals, their status and, once scheduled, when and where you speak.`}>
        <Link component={RouterLink} to="/speaker" sx={{ display: 'inline-block', mt: 2, fontWeight: 600 }}>
          <Trans>Back to the speaker area</Trans>
        </Link>
      </PageHeader>
      <Paper variant="outlined" sx={{ px: { xs: 2, md: 3 }, py: 1 }}>
        <PresentationList proposals={proposals} isLoading={isLoading} error={error} full />
      </Paper>
    </PageContainer>
  );
}
