import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { useUnmutePushSessionMutation, type PushDevice } from '@/lib/push/push-api';
import { holderOf } from '@/lib/push/this-browser';
import { ErrorMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

interface MutedSessionsProps {
  device: PushDevice;
  subscription: PushSubscription;
}

/**
 * The sessions this device was told to be quiet about ("Mute this session" on a notification, issue 44), each with
 * Unmute. A session no longer in the programme is named by its number.
 */
export function MutedSessions({ device, subscription }: MutedSessionsProps) {
  const { t } = useLingui();
  const sessions = useGetPublicSessionsQuery(undefined, { skip: device.muted_session_ids.length === 0 });
  const [unmute, unmuting] = useUnmutePushSessionMutation();
  if (device.muted_session_ids.length === 0) return null;
  const titleOf = (id: number) => sessions.data?.find((session) => session.id === id)?.title ?? t`Session ${id}`;

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        <Trans>Muted sessions</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>This device is not told when these change or start.</Trans>
      </Typography>
      <List dense disablePadding aria-label={t`Muted sessions`}>
        {device.muted_session_ids.map((id) => (
          <ListItem
            key={id}
            disableGutters
            secondaryAction={
              <Button size="small" disabled={unmuting.isLoading} onClick={() => void unmute({ ...holderOf(subscription), sessionId: id })}>
                <Trans>Unmute</Trans>
              </Button>
            }
          >
            <ListItemText primary={titleOf(id)} />
          </ListItem>
        ))}
      </List>
      {unmuting.isError && (
        <ErrorMessage>
          <Trans>Could not unmute the session. Please try again.</Trans>
        </ErrorMessage>
      )}
    </>
  );
}
