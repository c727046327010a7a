import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

/** One speaker's mail as it will be sent: to whom, its subject and its text. */
export function MailPreview({ mail }: { mail: { to: string; subject: string; text: string } }) {
  const { to, subject } = mail;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="mail-preview">
      <Typography variant="body2">
        <Trans>
          <strong>To:</strong> {to}
        </Trans>
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        <Trans>
          <strong>Subject:</strong> {subject}
        </Trans>
      </Typography>
      <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, fontSize: 14 }}>
        {mail.text}
      </Box>
    </Paper>
  );
}
