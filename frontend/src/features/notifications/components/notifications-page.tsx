import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/page-spinner';
import { useNotifications } from '../hooks/use-notifications';
import { formatTimestamp, NotificationIcon } from './notification-icon';
import { Trans, useLingui } from '@lingui/react/macro';

export function NotificationsPage() {
  const { t } = useLingui();
  const { notifications, isLoading, isError } = useNotifications();

  return (
    <PageContainer>
      <PageHeader title={t`Notifications`} />
      {isLoading && <PageSpinner label={t`Loading notifications`} />}
      {isError && (
        <Typography color="error">
          <Trans>Could not load notifications.</Trans>
        </Typography>
      )}
      {!isLoading && !isError && notifications.length === 0 && (
        <Typography color="text.secondary">
          <Trans>No notifications</Trans>
        </Typography>
      )}
      {notifications.length > 0 && (
        <Paper variant="outlined">
          <List>
            {notifications.map((n) => (
              <ListItem key={n.id} divider>
                <ListItemIcon>
                  <NotificationIcon type={n.type} />
                </ListItemIcon>
                <ListItemText
                  primary={n.title}
                  secondary={`${n.message} · ${formatTimestamp(n.timestamp)}`}
                  slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </PageContainer>
  );
}
