import { MissingTranslations } from '@/components/admin/translation-fields';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { EditDeleteActions } from '@/components/admin/edit-delete-actions';
import type { AdminSpeaker } from '@/lib/admin/speakers-admin-api';
import { AdminSpeakerPhoto } from './speaker-photo';
import { Trans } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** A brand's name, the same in every language. */
const LINKEDIN = 'LinkedIn';

const SHORT_BIO_CHARS = 160;

// Dark text on light tints: the contrast axe requires, whatever the chip size.
const BADGE = {
  public: { label: msg`Public`, bg: '#e8f5e9', fg: '#1b5e20' },
  hidden: { label: msg`Hidden`, bg: '#eceff1', fg: '#37474f' },
};

function shortBio(s: AdminSpeaker): string {
  const text = s.bio_short?.trim() || s.bio?.trim() || '';
  return text.length > SHORT_BIO_CHARS ? `${text.slice(0, SHORT_BIO_CHARS).trimEnd()}…` : text;
}

interface Props {
  speaker: AdminSpeaker;
  onEdit: (speaker: AdminSpeaker) => void;
  onDelete: (speaker: AdminSpeaker) => void;
}

/** One speaker as organisers see it: what the public page shows plus whether it is shown at all. */
export function SpeakerAdminCard({ speaker: s, onEdit, onDelete }: Props) {
  const badge = s.display_on_public ? BADGE.public : BADGE.hidden;
  const headingId = `admin-speaker-${s.id}`;
  const bio = shortBio(s);
  const { i18n } = useLingui();
  return (
    <Card component="article" data-testid="admin-speaker" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <AdminSpeakerPhoto url={s.image_url ?? s.image} name={s.name} size={72} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={headingId} variant="h6" component="h3" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {s.name}
            </Typography>
            <MissingTranslations missing={s.missing_translations} />
            {s.title && (
              <Typography variant="body2" sx={{ color: 'primary.light', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {s.title}
              </Typography>
            )}
            {s.company && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {s.company}
              </Typography>
            )}
            <Chip
              size="small"
              label={i18n._(badge.label)}
              data-testid="visibility-badge"
              sx={{ mt: 1, bgcolor: badge.bg, color: badge.fg, fontWeight: 600, border: 1, borderColor: badge.fg }}
            />
          </Box>
        </Stack>
        {bio && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2, overflowWrap: 'anywhere' }} data-testid="short-bio">
            {bio}
          </Typography>
        )}
        {s.talk_title && (
          <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 700 }}>
              <Trans>Talk:</Trans>
            </Box>{' '}
            {s.talk_title}
          </Typography>
        )}
        {s.linkedin_url && (
          <Link
            href={s.linkedin_url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ mt: 1.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
          >
            <LinkedInIcon aria-hidden fontSize="small" />
            {LINKEDIN}
          </Link>
        )}
      </CardContent>
      <EditDeleteActions onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />
    </Card>
  );
}
