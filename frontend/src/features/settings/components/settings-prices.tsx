import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n/active-locale';
import type { AdminConferenceSettings as Settings } from '../api/settings-admin-api';
import { SettingsPanel } from './settings-panel';
import type { PriceKey } from '../hooks/use-settings-form';

/** The currencies a price can be in: those with cents (the server's rule), each as 'EUR: Euro'. */
function useCurrencies(): { code: string; label: string }[] {
  const locale = intlLocale();
  return useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'currency' });
    return Intl.supportedValuesOf('currency')
      .filter((code) => new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits === 2)
      .map((code) => ({ code, label: `${code}: ${names.of(code) ?? code}` }));
  }, [locale]);
}

/**
 * The ticket's price and currency, which /payment shows and every checkout charges, and the sponsorship packages'
 * currency (issue 29). What the ticket includes and the packages themselves are site content.
 */
export function SettingsPrices({ values, set }: { values: Settings; set: <K extends PriceKey>(key: K, value: Settings[K]) => void }) {
  const { t } = useLingui();
  const currencies = useCurrencies();
  const currency = (key: 'ticket_currency' | 'sponsorship_currency', label: string) => (
    <TextField
      select
      name={key}
      label={label}
      size="small"
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240 }}
    >
      {currencies.map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <SettingsPanel
      title={<Trans>Prices</Trans>}
      intro={
        <Trans>
          The ticket&apos;s price is what the registration page shows and every payment charges. An attendee who has not paid yet pays the new price.
        </Trans>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="ticket_price"
          label={t`Ticket price`}
          type="number"
          size="small"
          value={values.ticket_price}
          onChange={(event) => event.target.value !== '' && set('ticket_price', Number(event.target.value))}
          slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240 }}
        />
        {currency('ticket_currency', t`Ticket currency`)}
      </Stack>
      {currency('sponsorship_currency', t`Sponsorship currency`)}
    </SettingsPanel>
  );
}
