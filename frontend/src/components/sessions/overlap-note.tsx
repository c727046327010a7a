import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { ConferenceSession } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

/** 'Overlaps with A and B': the other sessions, by title, listed as the page's language lists. */
export function OverlapNote({ others }: { others: readonly ConferenceSession[] }) {
  const { t, i18n } = useLingui();
  if (others.length === 0) return null;
  const titles = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(others.map((s) => s.title));
  return (
    <Typography variant="body2" data-testid="star-overlap" sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 1, fontWeight: 600 }}>
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', pt: '1px', color: 'warning.dark', '& svg': { fontSize: 18 } }}>
        <WarningAmberIcon />
      </Box>
      <span>{t`Overlaps with ${titles}`}</span>
    </Typography>
  );
}
