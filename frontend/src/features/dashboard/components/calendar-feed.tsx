import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { CalendarLinks } from '../api/types';
import { Trans, useLingui } from '@lingui/react/macro';

/** The private feed address with a copy button and a webcal:// link that opens the calendar app. */
export function CalendarFeed({ links }: { links: CalendarLinks }) {
  const { t } = useLingui();
  const [copyStatus, setCopyStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      setCopyStatus(t`Link copied.`);
    } catch {
      setCopyStatus(t`Could not copy. Select the link and copy it.`);
    }
  }

  return (
    <Box>
      <TextField
        label={t`Calendar feed URL`}
        value={links.url}
        size="small"
        onFocus={(e) => e.target.select()}
        slotProps={{
          input: {
            readOnly: true,
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={t`Copy link`}>
                  <IconButton aria-label={t`Copy link`} edge="end" onClick={() => void copy()}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
          htmlInput: { 'data-testid': 'calendar-url' },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {copyStatus}
      </Typography>
      <Link href={links.webcal_url} sx={{ fontWeight: 600 }}>
        <Trans>Open in calendar app</Trans>
      </Link>
    </Box>
  );
}
