import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { websiteHref } from '@/lib/format';
import { SPONSOR_PLACEHOLDER, fallBackTo, sponsorLogo } from '@/lib/images';
import type { Sponsor } from '@/types/api';
import { Trans, useLingui } from '@lingui/react/macro';

interface SponsorCardProps {
  sponsor: Sponsor;
  /** Platinum sponsors get more room for their logo. */
  large?: boolean;
  headingComponent: 'h3' | 'h4';
}

/**
 * Logo (the placeholder when missing or broken), name and description. With a website, the 'Visit Website' link
 * stretches over the whole card, so a click anywhere on it opens the site in a new tab, as one real link.
 */
export function SponsorCard({ sponsor, large = false, headingComponent }: SponsorCardProps) {
  const { t } = useLingui();
  const href = websiteHref(sponsor.website);
  const name = sponsor.name;
  const hasLogo = Boolean(sponsor.logo_url?.trim());

  return (
    <Card
      data-testid="sponsor-card"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms, border-color 150ms',
        ...(href && { '&:hover': { boxShadow: 4, borderColor: 'primary.light' }, '&:focus-within': { borderColor: 'primary.main' } }),
      }}
    >
      <Box
        sx={{
          height: large ? 160 : 110,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2.5,
          bgcolor: 'grey.50',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          component="img"
          src={sponsorLogo(sponsor.logo_url)}
          alt={hasLogo ? t`${name} logo` : ''}
          onError={fallBackTo(SPONSOR_PLACEHOLDER)}
          loading="lazy"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant={large ? 'h5' : 'h6'} component={headingComponent} sx={{ lineHeight: 1.3 }}>
          {sponsor.name}
        </Typography>
        {sponsor.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {sponsor.description}
          </Typography>
        )}
        {href && (
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Visit Website: ${name}`}
            sx={{
              mt: 'auto',
              pt: 2,
              fontWeight: 600,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              alignSelf: 'flex-start',
              // The stretched link: its box covers the card.
              '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
            }}
          >
            <Trans>Visit Website</Trans>
            <OpenInNew aria-hidden sx={{ fontSize: 16 }} />
          </Link>
        )}
      </CardContent>
    </Card>
  );
}
