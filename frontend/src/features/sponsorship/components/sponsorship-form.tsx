import { useState, type ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { PublicForm, type FormNotice } from '@/components/public-form';
import { useCheckedFields } from '@/lib/use-checked-fields';
import { useApplyForSponsorshipMutation } from '../api/sponsorship-api';
import { formatAmount } from '@/lib/money';
import type { SponsorshipPackages } from '../sponsorship-packages';
import {
  EMPTY_APPLICATION,
  sponsorshipErrorMessage,
  toSponsorshipPayload,
  validateSponsorship,
  validateSponsorshipField,
  type SponsorshipField,
  type SponsorshipValues,
} from '../sponsorship-rules';
import { Trans, useLingui } from '@lingui/react/macro';

/** The application; its package list is the packages on offer, the first chosen to begin with. */
export function SponsorshipForm({ packages, currency }: { packages: SponsorshipPackages; currency: string }) {
  const { t } = useLingui();
  const [apply, { isLoading: submitting }] = useApplyForSponsorshipMutation();
  const form = useCheckedFields<SponsorshipValues, SponsorshipField>({
    idPrefix: 'sponsorship',
    initial: { ...EMPTY_APPLICATION, tier: packages.packages[0]?.tier ?? EMPTY_APPLICATION.tier },
    validate: validateSponsorship,
    validateField: validateSponsorshipField,
    fromAccount: (user) => ({ contact_name: user.full_name, email: user.email }),
  });
  const { values, errors } = form;
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const field = (name: SponsorshipField) => ({ ...form.field(name), helperText: errors[name] });

  function toggleMember(event: ChangeEvent<HTMLInputElement>) {
    const member = event.target.checked;
    // Unticking forgets the membership type, so a non-member never sends one.
    form.setValues((current) => ({ ...current, is_lt_innovate_member: member, member_type: member ? current.member_type : '' }));
    if (!member) form.setErrors((current) => ({ ...current, member_type: undefined }));
  }

  async function handleSubmit() {
    if (!form.checkAll()) return;
    setNotice(null);
    try {
      await apply(toSponsorshipPayload(values)).unwrap();
      form.reset();
      setNotice({
        severity: 'success',
        message: t`Thank you for your application! Our team will review it and get back to you soon.`,
        testId: 'sponsorship-success',
      });
    } catch (error) {
      setNotice({ severity: 'error', message: sponsorshipErrorMessage(error), testId: 'sponsorship-error' });
    }
  }

  return (
    <PublicForm
      formRef={form.formRef}
      titleId="sponsorship-form-title"
      title={t`Apply for Sponsorship`}
      intro={t`Fields marked with * are required.`}
      notice={notice}
      submitting={submitting}
      submitLabel={t`Submit Application`}
      onSubmit={() => void handleSubmit()}
    >
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Company Name`} required autoComplete="organization" {...field('company_name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Contact Person`} required autoComplete="name" {...field('contact_name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Email`} type="email" required autoComplete="email" {...field('email')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Phone`} type="tel" required autoComplete="tel" {...field('phone')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField select label={t`Sponsorship Package`} required {...field('tier')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {packages.packages.map((pkg) => (
            <option key={pkg.tier} value={pkg.tier}>
              {pkg.name} ({formatAmount(pkg.full_price, currency)})
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          label={t`Website`}
          type="url"
          autoComplete="url"
          placeholder="https://example.com"
          {...field('website')}
          helperText={errors.website ?? t`Optional`}
        />
      </Grid>
      <Grid size={12}>
        <TextField label={t`Message`} multiline minRows={4} {...field('message')} helperText={t`Optional: anything we should know`} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormControlLabel
          control={<Checkbox name="is_lt_innovate_member" checked={values.is_lt_innovate_member} onChange={toggleMember} />}
          label={t`We are a member of the LT-Innovate association`}
        />
      </Grid>
      {values.is_lt_innovate_member && (
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            select
            label={t`Membership Type`}
            required
            {...field('member_type')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              <Trans>Select membership type</Trans>
            </option>
            <option value="regular">{t`Regular`}</option>
            <option value="premium">{t`Premium`}</option>
          </TextField>
        </Grid>
      )}
    </PublicForm>
  );
}
