import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { PageContainer } from '@/components/page-container';
import { Trans } from '@lingui/react/macro';

export function UnauthorizedPage() {
  const navigate = useNavigate();
  return (
    <PageContainer>
      <Paper variant="outlined" sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <LockOutlined color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />
        <Typography variant="h4" component="h1" gutterBottom>
          <Trans>Access Denied</Trans>
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          <Trans>You don't have permission to access this page.</Trans>
        </Typography>
        <Button variant="contained" onClick={() => navigate('/')}>
          <Trans>Go to Home</Trans>
        </Button>
      </Paper>
    </PageContainer>
  );
}
