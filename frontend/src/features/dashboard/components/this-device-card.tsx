import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TurnOnOutcome } from '@/lib/push/use-turn-on-push';
import type { User } from '@/types/api';
import { useThisDevice } from '../hooks/use-this-device';
import { DashboardSection } from './dashboard-section';
import { PushDevicesList } from './push-devices-list';
import { PushSettings } from './push-settings';
import { ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * "This device" (issue 44): push notifications on this browser, turned on only when the person asks (never on the
 * page's load), what it is told, a test notification, and the account's devices. When notifications are blocked or
 * the browser cannot receive them, it says what to do instead.
 */
export function ThisDeviceCard({ user }: { user: User }) {
  const { t } = useLingui();
  const here = useThisDevice();
  const [turningOn, setTurningOn] = useState(false);
  const [outcome, setOutcome] = useState<TurnOnOutcome['kind'] | null>(null);

  async function turnOn() {
    setTurningOn(true);
    setOutcome(null);
    setOutcome((await here.turnOn()).kind);
    setTurningOn(false);
  }

  const looking = here.subscription === undefined || (here.subscription && here.devices.isLoading);
  let body;
  if (looking) body = <LoadingMessage>{t`Checking this device...`}</LoadingMessage>;
  else if (here.permission === 'unsupported' || outcome === 'unavailable')
    body = (
      <Alert severity="info" role="note">
        <Trans>
          This browser cannot receive notifications. On an iPhone or iPad, add this site to your Home Screen first (Share, then Add to Home Screen) and open it
          from there.
        </Trans>
      </Alert>
    );
  else if (here.permission === 'blocked')
    body = (
      <Alert severity="warning" role="note">
        <Trans>
          Notifications are blocked for this site. To allow them, open the site settings from the icon beside the address, allow Notifications, then reload this
          page.
        </Trans>
      </Alert>
    );
  else if (here.device) body = <PushSettings user={user} device={here.device} here={here} />;
  else if (here.subscription && here.devices.isError)
    body = (
      <ErrorMessage>
        <Trans>Could not load your devices. Please try again later.</Trans>
      </ErrorMessage>
    );
  else
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {here.ended && (
          <Alert severity="warning" role="status">
            <Trans>This device's subscription has ended. Turn notifications on again to keep receiving them.</Trans>
          </Alert>
        )}
        <Button variant="contained" disabled={turningOn} onClick={() => void turnOn()}>
          <Trans>Turn on notifications</Trans>
        </Button>
        {outcome === 'not-answered' && (
          <Typography role="status" variant="body2" color="text.secondary">
            <Trans>Notifications stay off: your browser's question was closed without an answer.</Trans>
          </Typography>
        )}
        {outcome === 'failed' && (
          <ErrorMessage>
            <Trans>Could not turn notifications on. Please try again.</Trans>
          </ErrorMessage>
        )}
      </Stack>
    );

  return (
    <DashboardSection id="this-device" title={t`This device`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        <Trans>Notifications on this device, even when the site is closed: when a saved session moves, before it starts, and news meant for you.</Trans>
      </Typography>
      {body}
      <PushDevicesList devices={here.devices.data ?? []} thisEndpoint={here.subscription?.endpoint ?? null} onRemovedThis={() => void here.forgetHere()} />
    </DashboardSection>
  );
}
