import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function SpeakersPage() {
  return (
    <PageContainer>
      <PageHeader title="Our Speakers" subtitle="Meet the speakers of the 2025 conference." />
      <Typography color="text.secondary">The speaker line-up will be listed on this page.</Typography>
    </PageContainer>
  );
}
