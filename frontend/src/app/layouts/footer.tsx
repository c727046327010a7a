import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useGetSiteContentQuery } from '@/lib/public/public-api';
import { config } from '@/lib/config';
import { useDateLabel } from '@/lib/public/edition';
import { currentLocale } from '@/lib/i18n/i18n';
import { pathInLocale, withoutLocale } from '@/lib/i18n/locales';
import { Trans, useLingui } from '@lingui/react/macro';
import { focusRingOnNavy } from '@/lib/focus-ring';

export function Footer() {
  const { data: content } = useGetSiteContentQuery();
  const { i18n } = useLingui();
  const dateLabel = useDateLabel();
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.85)', py: 4, mt: 'auto', ...focusRingOnNavy }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {config.productName} · {dateLabel} · {content?.hero.venue_label ?? i18n._(config.venue)}
        </Typography>
        <Typography variant="body2">
          <Link component={RouterLink} to="/archive" sx={{ color: 'inherit', textDecorationColor: 'currentColor' }} underline="always">
            <Trans>Past editions</Trans>
          </Link>
        </Typography>
        <Typography variant="body2">
          {/* The statement at its address in the page's language (/de/barrierefreiheit), within the router's basename. */}
          <Link
            component={RouterLink}
            to={withoutLocale(pathInLocale('/accessibility', currentLocale()))}
            sx={{ color: 'inherit', textDecorationColor: 'currentColor' }}
            underline="always"
          >
            <Trans>Accessibility</Trans>
          </Link>
        </Typography>
        {content?.contact_email && (
          <Typography variant="body2">
            <Trans>Contact:</Trans>{' '}
            <Link href={`mailto:${content.contact_email}`} sx={{ color: 'inherit', textDecorationColor: 'currentColor' }} underline="always">
              {content.contact_email}
            </Link>
          </Typography>
        )}
      </Container>
    </Box>
  );
}
