import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { answerPushOffer } from '@/lib/push/push-offer';
import { useTurnOnPush, type TurnOnOutcome } from '@/lib/push/use-turn-on-push';
import { useLingui } from '@lingui/react/macro';

interface PushOfferProps {
  /** A visitor's stars, sent with the subscription so the device is told about them; undefined for an account. */
  visitorStars?: () => readonly number[];
  onClose: () => void;
}

/**
 * "Tell me on this device if it changes", offered once after a star (lib/push/push-offer.ts): a quiet snackbar
 * that stays until answered. Yes asks the browser for permission and subscribes this device; either answer is final.
 */
export function PushOffer({ visitorStars, onClose }: PushOfferProps) {
  const { t } = useLingui();
  const turnOn = useTurnOnPush();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TurnOnOutcome['kind'] | null>(null);

  async function accept() {
    answerPushOffer();
    setBusy(true);
    const result = await turnOn(visitorStars ? { session_ids: [...visitorStars()] } : {});
    setBusy(false);
    setOutcome(result.kind);
  }
  function decline() {
    answerPushOffer();
    onClose();
  }

  const close = (
    <IconButton
      size="small"
      color="inherit"
      aria-label={outcome ? t`Close` : t`No, thanks`}
      title={outcome ? t`Close` : t`No, thanks`}
      onClick={outcome ? onClose : decline}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
  const said: Record<TurnOnOutcome['kind'], string> = {
    on: t`Done: this device will tell you when your starred sessions change.`,
    blocked: t`Notifications are blocked for this site. Allow them in your browser's site settings, then try again from your dashboard.`,
    'not-answered': t`Notifications stay off: your browser's question was closed.`,
    unavailable: t`This browser cannot receive notifications.`,
    failed: t`Could not turn notifications on. Please try again later.`,
  };

  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={outcome ? 8000 : null}
      onClose={(_e, reason) => reason === 'timeout' && onClose()}
    >
      <Alert
        data-testid="push-offer"
        severity={outcome === 'on' ? 'success' : 'info'}
        variant="filled"
        icon={<NotificationsActiveIcon fontSize="inherit" />}
        action={close}
        sx={{ alignItems: 'center', maxWidth: 520 }}
      >
        {outcome ? (
          <span role="status">{said[outcome]}</span>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <span>{t`Tell me on this device if it changes?`}</span>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              disabled={busy}
              onClick={() => void accept()}
              sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
            >
              {t`Yes, tell me`}
            </Button>
          </Stack>
        )}
      </Alert>
    </Snackbar>
  );
}
