import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';

/** The server's notice (for example while demo content is shown), above everything else on the page. */
export function SiteNotice({ notice }: { notice: string | null | undefined }) {
  if (!notice) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 2, pb: 2 }}>
      <Alert severity="info" data-testid="site-notice">
        {notice}
      </Alert>
    </Container>
  );
}
