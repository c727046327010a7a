import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIsOffline } from '@/lib/offline/offline-state';
import { Trans } from '@lingui/react/macro';

/**
 * Last resort for a page that threw, most often a chunk that vanished after a new deployment, or one that could not
 * be fetched offline: then it says so and offers what works offline (the programme, and the pages opened before).
 */
export function RouteErrorPage() {
  const offline = useIsOffline() || (typeof navigator !== 'undefined' && !navigator.onLine);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {offline ? <Trans>You are offline</Trans> : <Trans>Something went wrong</Trans>}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {offline ? (
          <Trans>This page has not been stored on this device yet. The programme and the pages you opened before work offline.</Trans>
        ) : (
          <Trans>The page could not be shown. Reloading usually fixes this.</Trans>
        )}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {offline && (
          <Button variant="contained" component={RouterLink} to="/schedule">
            <Trans>Open the programme</Trans>
          </Button>
        )}
        <Button variant={offline ? 'outlined' : 'contained'} onClick={() => window.location.reload()}>
          {offline ? <Trans>Try again</Trans> : <Trans>Reload</Trans>}
        </Button>
      </Stack>
    </Container>
  );
}
