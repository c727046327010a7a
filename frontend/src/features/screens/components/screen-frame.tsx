import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useConnectionStatus } from '@/lib/connection';
import { formatTime } from '@/lib/format';
import { Trans } from '@lingui/react/macro';
import { useTicking } from '../hooks/use-screen-now';

/** Projector colours: light type on near-black, amber for what changed; contrast well above WCAG AA at any size. */
export const SCREEN = { background: '#0b0f17', text: '#f5f7fa', muted: '#b8c1cf', late: '#ffc94d', panel: '#161c28' } as const;

/** The clock in the venue's zone, ticking on the screen's own time. */
function Clock() {
  const now = useTicking();
  return (
    <Box
      component="time"
      dateTime={now.toISOString()}
      data-testid="screen-clock"
      sx={{ fontSize: 'clamp(2rem, 6vw, 7rem)', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    >
      {formatTime(now.toISOString())}
    </Box>
  );
}

/**
 * A full-screen page for a projector or a screen at a door (issue 47): no header, footer or pointer, large type read
 * across a room. Says so, quietly, while it shows what it last knew because the network is gone.
 */
export function ScreenFrame({ title, children }: { title: ReactNode; children: ReactNode }) {
  const offline = useConnectionStatus() === 'disconnected';
  return (
    <Box
      component="main"
      data-testid="screen"
      sx={{
        minHeight: '100vh',
        boxSizing: 'border-box',
        bgcolor: SCREEN.background,
        color: SCREEN.text,
        cursor: 'none',
        p: 'clamp(1rem, 3vw, 4rem)',
        display: 'flex',
        flexDirection: 'column',
        gap: 'clamp(1rem, 2.5vw, 3rem)',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 4 }}>
        <Box component="h1" sx={{ m: 0, fontSize: 'clamp(2rem, 5vw, 6rem)', lineHeight: 1.1, overflowWrap: 'anywhere' }}>
          {title}
        </Box>
        <Clock />
      </Box>
      {children}
      {offline && (
        <Box component="p" role="status" sx={{ m: 0, mt: 'auto', color: SCREEN.muted, fontSize: 'clamp(1rem, 1.5vw, 2rem)' }}>
          <Trans>Offline: showing the last known programme</Trans>
        </Box>
      )}
    </Box>
  );
}
