import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

/** Last resort for a page that threw, most often a chunk that vanished after a new deployment. */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <Trans>Something went wrong</Trans>
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Trans>The page could not be shown. Reloading usually fixes this.</Trans>
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        <Trans>Reload</Trans>
      </Button>
    </Container>
  );
}
