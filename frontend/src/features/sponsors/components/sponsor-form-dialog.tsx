import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { AdminTextFields, type TextFieldSpec } from '@/components/admin/admin-text-fields';
import { useCheckedForm } from '@/components/admin/use-checked-form';
import { SPONSOR_TIERS, type AdminSponsor, type AdminSponsorTier, type SponsorInput } from '../api/sponsors-admin-api';
import { checkSponsor, EMPTY_SPONSOR, SPONSOR_TEXTS, sponsorFormValues, sponsorInput, type SponsorFormValues } from './sponsor-form';
import { TranslationFields, type TranslatedFieldSpec } from '@/components/admin/translation-fields';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { TIER_LABELS } from './sponsor-tier-badge';
import { currencyName, currencySymbol } from '@/lib/money';

type TextKey = Exclude<keyof SponsorFormValues, 'tier' | 'contribution' | 'translations'>;

const TEXT_FIELDS: TextFieldSpec<TextKey>[] = [
  { key: 'name', label: msg`Name`, maxLength: 200, required: true },
  { key: 'description', label: msg`Description`, maxLength: 5000, rows: 3, required: true },
  { key: 'website', label: msg`Website`, maxLength: 500, placeholder: 'https://example.org', required: true },
  { key: 'logo_url', label: msg`Logo URL`, maxLength: 2000, placeholder: 'https://example.org/logo.png', required: true },
];

const TRANSLATED_FIELDS: TranslatedFieldSpec<(typeof SPONSOR_TEXTS)[number]>[] = [{ key: 'description', label: msg`Description`, maxLength: 5000, rows: 3 }];

interface Props {
  /** Null adds a new sponsor. */
  sponsor: AdminSponsor | null;
  /** The sponsorship packages' currency (settings), which contributions are in. */
  currency: string;
  onClose: () => void;
  /** Saves; a rejection keeps the dialog open with what the admin typed and the server's reason (spec section 8). */
  onSave: (input: SponsorInput) => Promise<void>;
}

/** Add or edit a sponsor; every field is required (spec section 5) and checked here before anything is sent. */
export function SponsorFormDialog({ sponsor, currency, onClose, onSave }: Props) {
  const { values, errors, set, checkAll } = useCheckedForm<SponsorFormValues>(() => (sponsor ? sponsorFormValues(sponsor) : EMPTY_SPONSOR), checkSponsor);
  const { t, i18n } = useLingui();
  const packagesCurrency = currencyName(currency);
  const { saving, problem, clearProblem, save } = useDialogSave(sponsor ? t`Failed to update sponsor` : t`Failed to add sponsor`, onClose);

  async function submit() {
    if (!checkAll()) return;
    await save(() => onSave(sponsorInput(values)));
  }

  return (
    <AdminFormDialog
      title={sponsor ? t`Edit Sponsor` : t`Add Sponsor`}
      titleId="sponsor-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <AdminTextFields fields={TEXT_FIELDS} values={values} errors={errors} onChange={set} />
      <TranslationFields
        idPrefix="sponsor"
        fields={TRANSLATED_FIELDS}
        values={values.translations}
        onChange={(code, key, text) => set('translations', { ...values.translations, [code]: { ...values.translations[code], [key]: text } })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          name="tier"
          label={t`Tier`}
          required
          value={values.tier}
          onChange={(e) => set('tier', e.target.value as AdminSponsorTier)}
          error={Boolean(errors.tier)}
          helperText={errors.tier}
        >
          {SPONSOR_TIERS.map((tier) => (
            <MenuItem key={tier} value={tier}>
              {i18n._(TIER_LABELS[tier])}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="contribution"
          label={t`Contribution`}
          type="number"
          required
          value={values.contribution}
          onChange={(e) => set('contribution', e.target.value)}
          error={Boolean(errors.contribution)}
          helperText={errors.contribution ?? t`In ${packagesCurrency}, the sponsorship packages' currency`}
          slotProps={{
            htmlInput: { min: 0, step: 100, inputMode: 'numeric' },
            input: { startAdornment: <InputAdornment position="start">{currencySymbol(currency)}</InputAdornment> },
          }}
        />
      </Stack>
    </AdminFormDialog>
  );
}
