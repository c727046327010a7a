import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useLingui } from '@lingui/react/macro';

interface CopyLinkFieldProps {
  label: string;
  url: string;
  testId: string;
}

/** A private address, read-only and selected on focus, with a copy button that says whether it copied. */
export function CopyLinkField({ label, url, testId }: CopyLinkFieldProps) {
  const { t } = useLingui();
  const [copyStatus, setCopyStatus] = useState('');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(t`Link copied.`);
    } catch {
      setCopyStatus(t`Could not copy. Select the link and copy it.`);
    }
  }

  return (
    <Box>
      <TextField
        label={label}
        value={url}
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
          htmlInput: { 'data-testid': testId },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mt: 0.5 }}>
        {copyStatus}
      </Typography>
    </Box>
  );
}
