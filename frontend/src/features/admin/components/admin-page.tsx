import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';

export function AdminPage() {
  return (
    <PageContainer>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 4, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1" color="primary">
          Admin Dashboard
        </Typography>
        <Link component={RouterLink} to="/">
          Back to Main Page
        </Link>
      </Stack>
      <Typography color="text.secondary">
        Users, speakers, sessions, sponsors, news, proposals and settings will be managed here.
      </Typography>
    </PageContainer>
  );
}
