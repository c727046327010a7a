import Box from '@mui/material/Box';
import type { ConnectionStatus } from '@/lib/connection';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const LABELS: Record<ConnectionStatus, MessageDescriptor> = {
  connected: msg`Live updates connected`,
  connecting: msg`Live updates connecting`,
  disconnected: msg`Live updates disconnected`,
};

const COLORS: Record<ConnectionStatus, string> = {
  connected: '#3ddc84',
  connecting: '#f5c542',
  disconnected: '#9aa5b8',
};

/**
 * A small dot: whether pushed changes (settings, schedule, news) arrive without reloading. A native title, not an
 * MUI Tooltip, because the Tooltip would put Popper.js in the chunk every page loads.
 */
export function LiveIndicator({ status }: { status: ConnectionStatus }) {
  const { i18n } = useLingui();
  const label = i18n._(LABELS[status]);
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: COLORS[status],
        boxShadow: status === 'connected' ? '0 0 0 3px rgba(61, 220, 132, 0.25)' : 'none',
        transition: 'background-color 200ms',
        flexShrink: 0,
      }}
    />
  );
}
