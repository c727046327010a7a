import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function CfpPage() {
  return (
    <PageContainer>
      <PageHeader title="Call for Speakers" subtitle="Share your work with the language technology community." />
      <Typography color="text.secondary">The proposal form will be available on this page.</Typography>
    </PageContainer>
  );
}
