import { MissingTranslations } from '@/components/admin/translation-fields';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { EditDeleteActions } from '@/components/admin/edit-delete-actions';
import { websiteHref } from '@/lib/format';
import { fallBackTo, SPONSOR_PLACEHOLDER, sponsorLogo } from '@/lib/images';
import type { AdminSponsor } from '../api/sponsors-admin-api';
import { formatAmount } from '@/lib/money';
import { SponsorTierBadge } from './sponsor-tier-badge';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  sponsor: AdminSponsor;
  /** The sponsorship packages' currency (settings), which contributions are in. */
  currency: string;
  onEdit: (sponsor: AdminSponsor) => void;
  onDelete: (sponsor: AdminSponsor) => void;
}

/** One sponsor: logo (the placeholder when missing or broken), tier, description, website and contribution. */
export function SponsorAdminCard({ sponsor: s, currency, onEdit, onDelete }: Props) {
  const href = websiteHref(s.website);
  const headingId = `admin-sponsor-${s.id}`;
  const { t } = useLingui();
  const name = s.name;
  return (
    <Card component="article" data-testid="admin-sponsor" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{ height: 110, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.50', borderBottom: 1, borderColor: 'divider' }}
      >
        <Box
          component="img"
          src={sponsorLogo(s.logo_url)}
          alt={t`${name} logo`}
          onError={fallBackTo(SPONSOR_PLACEHOLDER)}
          data-testid="sponsor-logo"
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {s.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <MissingTranslations missing={s.missing_translations} />
            <SponsorTierBadge tier={s.tier} />
          </Stack>
        </Stack>
        {s.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {s.description}
          </Typography>
        )}
        {href && (
          <Link
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {s.website}
            <OpenInNew aria-hidden sx={{ fontSize: 16 }} />
          </Link>
        )}
        <Typography variant="body2" sx={{ mt: 1.5 }} data-testid="contribution">
          <Box component="span" sx={{ fontWeight: 700 }}>
            <Trans>Contribution:</Trans>
          </Box>{' '}
          {formatAmount(s.contribution ?? 0, currency)}
        </Typography>
      </CardContent>
      <EditDeleteActions onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
    </Card>
  );
}
