import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function NewsPage() {
  return (
    <PageContainer>
      <PageHeader title="Conference News" subtitle="Announcements and updates from the conference team." />
      <Typography color="text.secondary">Published news items will be listed on this page.</Typography>
    </PageContainer>
  );
}
