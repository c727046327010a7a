import Box from '@mui/material/Box';
import type { ConnectionStatus } from '@/lib/connection';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LIVE_INDICATOR } from '@/lib/page-start';

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

const STATUSES = Object.keys(LABELS) as ConnectionStatus[];

/**
 * A small dot: whether pushed changes (settings, schedule, news) arrive without reloading. A native title, not an
 * MUI Tooltip, because the Tooltip would put Popper.js in the chunk every page loads. It carries its label for each
 * state, and its colour follows `data-status`: before a server-rendered page's code runs, the boot script's socket
 * sets them.
 */
export function LiveIndicator({ status }: { status: ConnectionStatus }) {
  const { i18n } = useLingui();
  const label = i18n._(LABELS[status]);
  const labels = Object.fromEntries(STATUSES.map((each) => [`data-label-${each}`, i18n._(LABELS[each])]));
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      {...{ [LIVE_INDICATOR]: '' }}
      {...labels}
      sx={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: '50%',
        bgcolor: COLORS.disconnected,
        boxShadow: 'none',
        '&[data-status="connecting"]': { bgcolor: COLORS.connecting },
        '&[data-status="connected"]': { bgcolor: COLORS.connected, boxShadow: '0 0 0 3px rgba(61, 220, 132, 0.25)' },
        transition: 'background-color 200ms',
        flexShrink: 0,
      }}
    />
  );
}
