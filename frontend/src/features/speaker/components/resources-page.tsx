import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function ResourcesPage() {
  return (
    <PageContainer>
      <PageHeader title="Speaker Resources" />
      <Typography color="text.secondary">Guidelines and templates for speakers will be published on this page.</Typography>
    </PageContainer>
  );
}
