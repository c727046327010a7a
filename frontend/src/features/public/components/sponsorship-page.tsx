import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function SponsorshipPage() {
  return (
    <PageContainer>
      <PageHeader title="Become a Sponsor" subtitle="Put your brand in front of the decision makers of language technology." />
      <Typography color="text.secondary">
        Sponsorship packages and the application form will be available on this page.
      </Typography>
    </PageContainer>
  );
}
