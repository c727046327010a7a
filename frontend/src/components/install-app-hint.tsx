import { useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import { catchInstallOffer, currentInstallOffer, isIosSafari, onInstallOfferChange, runsAsInstalledApp, takeInstallOffer } from '@/lib/install-offer';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

/** Set once the visitor has dismissed the hint: it never comes back in this browser. */
export const INSTALL_HINT_DISMISSED = 'installHintDismissed';

function subscribe(listener: () => void) {
  // Kept from the page's start already (lib/install-offer.ts); here too, for a page started without it.
  catchInstallOffer();
  return onInstallOfferChange(listener);
}

/**
 * "Install the app", quietly, on the schedule and the dashboard (issue 44): where the browser offers installation
 * (Chromium's beforeinstallprompt) a button that opens its dialog, on iPhone Safari the one line that says how, and
 * nothing in the installed app itself, in other browsers, on the server, or after the visitor has dismissed it.
 */
export function InstallAppHint() {
  const offer = useSyncExternalStore(subscribe, currentInstallOffer, () => null);
  // Read after hydration only: the server's page has no hint, and the first render must match it.
  const browser = useSyncExternalStore(
    noChange,
    () => (runsAsInstalledApp() || localStorage.getItem(INSTALL_HINT_DISMISSED) ? 'quiet' : isIosSafari() ? 'ios-safari' : 'other'),
    () => 'quiet',
  );
  const [dismissed, setDismissed] = useState(false);

  if (dismissed || browser === 'quiet' || (!offer && browser !== 'ios-safari')) return null;
  const dismiss = () => {
    localStorage.setItem(INSTALL_HINT_DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <Alert
      severity="info"
      variant="outlined"
      icon={<InstallMobileIcon fontSize="inherit" />}
      action={
        <>
          {offer && (
            <Button color="inherit" size="small" onClick={() => void takeInstallOffer()}>
              <Trans>Install the app</Trans>
            </Button>
          )}
          <IconButton color="inherit" size="small" aria-label={t`Dismiss`} title={t`Dismiss`} onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
      sx={{ mb: 3 }}
    >
      {offer ? <Trans>The programme one tap away, even offline.</Trans> : <Trans>To install the app, tap Share, then Add to Home Screen.</Trans>}
    </Alert>
  );
}

const noChange = () => () => undefined;
