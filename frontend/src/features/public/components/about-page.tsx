import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { config } from '@/lib/config';

export function AboutPage() {
  return (
    <PageContainer>
      <PageHeader
        title="Shaping the Future of Language Technology"
        subtitle={`${config.productName} brings together the people who build and use AI-powered language technologies.`}
      />
      <Typography variant="h5" component="h2" gutterBottom>
        What is {config.productName}?
      </Typography>
      <Typography color="text.secondary">
        A conference on translation, interpretation, speech and text processing, and language data management. The
        full programme description is being written.
      </Typography>
    </PageContainer>
  );
}
