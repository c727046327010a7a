import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function SchedulePage() {
  return (
    <PageContainer>
      <PageHeader title="Conference Schedule" />
      <Typography color="text.secondary">The sessions of each conference day will be listed on this page.</Typography>
    </PageContainer>
  );
}
