import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LOCALE_CODES, LOCALES, isLocale } from '@/lib/i18n/locales';
import type { User } from '@/types/api';
import { useUpdateProfileMutation } from '../api/dashboard-api';
import { useLingui } from '@lingui/react/macro';

/** The language the account's mails and notifications go out in: set from the page it registered on, changed here. */
export function MailLanguage({ profile }: { profile: User }) {
  const { t } = useLingui();
  const [updateProfile, { isLoading, isError }] = useUpdateProfileMutation();
  return (
    <TextField
      select
      size="small"
      label={t`Language of your mails`}
      value={profile.language}
      disabled={isLoading}
      error={isError}
      helperText={isError ? t`Could not save the language. Please try again.` : undefined}
      onChange={(event) => {
        const language = event.target.value;
        if (isLocale(language) && language !== profile.language) void updateProfile({ language });
      }}
      sx={{ mt: 2, minWidth: 220 }}
    >
      {LOCALE_CODES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {LOCALES[code].name}
        </MenuItem>
      ))}
    </TextField>
  );
}
