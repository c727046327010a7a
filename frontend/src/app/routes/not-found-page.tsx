import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Trans, useLingui } from '@lingui/react/macro';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <PageContainer>
      <PageHeader title={t`Page not found`} subtitle={t`The page you are looking for does not exist or has moved.`} />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        <Trans>Check the address, or start again from the home page.</Trans>
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <Trans>Go to Home</Trans>
      </Button>
    </PageContainer>
  );
}
