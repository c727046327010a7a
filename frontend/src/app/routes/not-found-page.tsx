import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export function NotFoundPage() {
  return (
    <PageContainer>
      <PageHeader title="Page not found" subtitle="The page you are looking for does not exist or has moved." />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Check the address, or start again from the home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to Home
      </Button>
    </PageContainer>
  );
}
