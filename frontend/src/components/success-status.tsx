import type { Key, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface SuccessStatusProps {
  /** Whether the message shows. */
  show: boolean;
  onClose?: () => void;
  /** A new key shows the message anew (the same text saved again is read out again). */
  messageKey?: Key;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A success told as a status message (WCAG 4.1.3): read out politely, without taking the focus, from a live region
 * that is always in the page (a region added together with its text is not read out by every screen reader); the
 * message itself is a success Alert inside it. A failure is an alert of its own: it interrupts.
 */
export function SuccessStatus({ show, onClose, messageKey, sx, children }: SuccessStatusProps) {
  return (
    <Box role="status">
      {show && (
        <Alert key={messageKey} role="none" severity="success" onClose={onClose} sx={sx}>
          {children}
        </Alert>
      )}
    </Box>
  );
}
