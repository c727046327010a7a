import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from '../api/notifications-api';
import { useNotifications } from '../hooks/use-notifications';
import { formatTimestamp, NotificationIcon } from './notification-icon';
import { Trans, useLingui } from '@lingui/react/macro';

export function NotificationBell() {
  const { t } = useLingui();
  const { notifications, unreadCount } = useNotifications();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead] = useMarkAllNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={unreadCount > 0 ? t`Notifications, ${unreadCount} unread` : t`Notifications`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unreadCount > 0 ? unreadCount : undefined} color="secondary">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: '90vw', maxHeight: 440 } } }}
      >
        {notifications.length === 0 && (
          <MenuItem disabled>
            <Trans>No notifications</Trans>
          </MenuItem>
        )}
        {unreadCount > 0 && (
          <MenuItem
            onClick={() => {
              void markAllRead();
              setAnchor(null);
            }}
            sx={{ justifyContent: 'flex-end' }}
          >
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
              <Trans>Mark all as read</Trans>
            </Typography>
          </MenuItem>
        )}
        {notifications.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => {
              if (!n.read) void markRead(n.id);
            }}
            sx={{ alignItems: 'flex-start', whiteSpace: 'normal', bgcolor: n.read ? undefined : 'action.hover' }}
          >
            <ListItemIcon sx={{ mt: 0.5 }}>
              <NotificationIcon type={n.type} />
            </ListItemIcon>
            <Box>
              <Typography variant="subtitle2">{n.title}</Typography>
              <Typography variant="body2" color="text.secondary">
                {n.message}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatTimestamp(n.timestamp)}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
