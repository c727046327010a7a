import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** 'Loading ...' with a small spinner; announced politely. */
export function LoadingMessage({ children }: { children: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 2, color: 'text.secondary' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{children}</Typography>
    </Box>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <Alert severity="error" role="alert">
      {children}
    </Alert>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}
