import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { formatDate, formatTime } from '@/lib/format';
import { useRemovePushDeviceMutation, type PushDevice } from '@/lib/push/push-api';
import { Trans, useLingui } from '@lingui/react/macro';

interface PushDevicesListProps {
  devices: readonly PushDevice[];
  /** This browser's subscription, to mark it among the account's devices. */
  thisEndpoint: string | null;
  /** This browser was removed: it forgets its subscription too. */
  onRemovedThis: () => void;
}

/** The account's devices that receive notifications (browser and system, last used), each with Remove. */
export function PushDevicesList({ devices, thisEndpoint, onRemovedThis }: PushDevicesListProps) {
  const { t } = useLingui();
  const [remove, removal] = useRemovePushDeviceMutation();
  if (devices.length === 0) return null;

  async function removeDevice(device: PushDevice) {
    const result = await remove(device.id);
    if (!('error' in result && result.error) && device.endpoint === thisEndpoint) onRemovedThis();
  }

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        <Trans>Your devices</Trans>
      </Typography>
      <List dense disablePadding aria-label={t`Your devices`}>
        {devices.map((device) => {
          const browser = device.browser || t`Unknown browser`;
          const system = device.system;
          const name = system ? t`${browser} on ${system}` : browser;
          const lastUsed = `${formatDate(device.last_used_at)}, ${formatTime(device.last_used_at)}`;
          return (
            <ListItem
              key={device.id}
              data-testid="push-device"
              disableGutters
              secondaryAction={
                <IconButton edge="end" aria-label={t`Remove ${name}`} title={t`Remove`} disabled={removal.isLoading} onClick={() => void removeDevice(device)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  <>
                    {name}
                    {device.endpoint === thisEndpoint && <Chip component="span" size="small" label={t`This device`} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={t`Last used ${lastUsed}`}
              />
            </ListItem>
          );
        })}
      </List>
      {removal.isError && (
        <Alert severity="error" role="alert">
          <Trans>Could not remove the device. Please try again.</Trans>
        </Alert>
      )}
    </>
  );
}
