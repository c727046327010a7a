import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function PresentationsPage() {
  return (
    <PageContainer>
      <PageHeader title="My Presentations" />
      <Typography color="text.secondary">Your proposals and scheduled presentations will be listed on this page.</Typography>
    </PageContainer>
  );
}
