import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One group of settings: its heading, a line on what it does, and its fields. */
export function SettingsPanel({ title, intro, children, testId }: { title: ReactNode; intro: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640 }} data-testid={testId}>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      </Box>
      <Divider />
      <Stack spacing={2} sx={{ px: 2, py: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}
