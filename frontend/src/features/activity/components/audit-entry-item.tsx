import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AuditEntry } from '@/lib/admin/audit-api';
import { AuditChanges } from './audit-changes';
import { actionLabel, auditTime, fieldChanges } from './audit-format';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

// Dark text on light tints (contrast), as the other admin badges.
const ACTION_TINTS: Record<string, { bg: string; fg: string }> = {
  create: { bg: '#e8f5e9', fg: '#1b5e20' },
  update: { bg: '#e3f2fd', fg: '#0d47a1' },
  delete: { bg: '#fdecea', fg: '#8a1c1c' },
};
const OTHER_TINT = { bg: '#fff4e5', fg: '#663c00' };

/** One recorded change: when, who, what, and on demand the fields it changed, before and after. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const changes = fieldChanges(entry);
  const tint = ACTION_TINTS[entry.action] ?? OTHER_TINT;
  const { t } = useLingui();
  const count = changes.length;
  const email = entry.actor.email;
  const summary = entry.summary;
  const at = auditTime(entry.at);

  return (
    <Box
      component="li"
      data-testid="audit-entry"
      sx={{ py: 1.5, px: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider', listStyle: 'none', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              label={actionLabel(entry.action)}
              data-testid="audit-action"
              sx={{ bgcolor: tint.bg, color: tint.fg, fontWeight: 600, border: 1, borderColor: tint.fg }}
            />
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="audit-summary">
              {entry.summary}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <Trans>
              <time dateTime={entry.at}>{at}</time> · by <span data-testid="audit-actor">{email}</span>
            </Trans>
          </Typography>
        </Box>
        {changes.length > 0 && (
          <Button
            size="small"
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={changesId}
            endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            // On one line beside the entry; under it on a phone, where its label may wrap ("Änderungen anzeigen (22 Felder)"
            // ran 15 px past a 320 px screen).
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, whiteSpace: { sm: 'nowrap' } }}
          >
            {open ? t`Hide changes` : plural(count, { one: 'Show changes (# field)', other: 'Show changes (# fields)' })}
          </Button>
        )}
      </Stack>
      {changes.length > 0 && (
        <Collapse in={open} id={changesId} unmountOnExit>
          <Box sx={{ mt: 1 }}>
            <AuditChanges changes={changes} caption={t`Changes: ${summary}`} />
          </Box>
        </Collapse>
      )}
    </Box>
  );
}
