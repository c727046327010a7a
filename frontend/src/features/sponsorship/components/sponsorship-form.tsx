import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApplyForSponsorshipMutation } from '../api/sponsorship-api';
import { PACKAGES, formatEuro } from '../sponsorship-packages';
import {
  EMPTY_APPLICATION,
  sponsorshipErrorMessage,
  toSponsorshipPayload,
  validateSponsorship,
  validateSponsorshipField,
  type SponsorshipErrors,
  type SponsorshipField,
} from '../sponsorship-rules';

type Outcome = { severity: 'success' | 'error'; message: string } | null;

const THANK_YOU = 'Thank you for your application! Our team will review it and get back to you soon.';

export function SponsorshipForm() {
  const [apply, { isLoading: submitting }] = useApplyForSponsorshipMutation();
  const [values, setValues] = useState(EMPTY_APPLICATION);
  const [errors, setErrors] = useState<SponsorshipErrors>({});
  // Until the first submit, fields are not judged while the user is still typing them.
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [outcome]);

  const field = (name: SponsorshipField) => ({
    id: `sponsorship-${name}`,
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (attempted) setErrors((current) => ({ ...current, [name]: validateSponsorshipField(name, values) }));
    },
  });

  function toggleMember(event: ChangeEvent<HTMLInputElement>) {
    const member = event.target.checked;
    // Unticking forgets the membership type, so a non-member never sends one.
    setValues((current) => ({ ...current, is_lt_innovate_member: member, member_type: member ? current.member_type : '' }));
    if (!member) setErrors((current) => ({ ...current, member_type: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = validateSponsorship(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setOutcome(null);
    try {
      await apply(toSponsorshipPayload(values)).unwrap();
      setValues(EMPTY_APPLICATION);
      setErrors({});
      setAttempted(false);
      setOutcome({ severity: 'success', message: THANK_YOU });
    } catch (error) {
      setOutcome({ severity: 'error', message: sponsorshipErrorMessage(error) });
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="sponsorship-form-title"
      // A field focused because it is invalid must not end up under the fixed app bar.
      sx={{ '& input, & textarea, & select': { scrollMarginTop: 112 } }}
    >
      <Typography id="sponsorship-form-title" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        Apply for Sponsorship
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Fields marked with * are required.
      </Typography>
      {outcome && (
        <Alert
          ref={bannerRef}
          severity={outcome.severity}
          sx={{ mb: 3, whiteSpace: 'pre-line' }}
          data-testid={outcome.severity === 'success' ? 'sponsorship-success' : 'sponsorship-error'}
        >
          {outcome.message}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Company Name" required autoComplete="organization" {...field('company_name')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Contact Person" required autoComplete="name" {...field('contact_name')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Email" type="email" required autoComplete="email" {...field('email')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select label="Sponsorship Package" required {...field('tier')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
            {PACKAGES.map((pkg) => (
              <option key={pkg.tier} value={pkg.tier}>
                {pkg.name} ({formatEuro(pkg.fullPrice)})
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="https://example.com"
            {...field('website')}
            helperText={errors.website ?? 'Optional'}
          />
        </Grid>
        <Grid size={12}>
          <TextField label="Message" multiline minRows={4} {...field('message')} helperText="Optional: anything we should know" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormControlLabel
            control={<Checkbox name="is_lt_innovate_member" checked={values.is_lt_innovate_member} onChange={toggleMember} />}
            label="We are a member of the LT-Innovate association"
          />
        </Grid>
        {values.is_lt_innovate_member && (
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField select label="Membership Type" required {...field('member_type')} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
              <option value="" disabled>
                Select membership type
              </option>
              <option value="regular">Regular</option>
              <option value="premium">Premium</option>
            </TextField>
          </Grid>
        )}
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            // Keeps the field being edited focused until the click lands: its blur check would otherwise add an
            // error line, shift the button away from the pointer and swallow the click.
            onMouseDown={(event) => event.preventDefault()}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {submitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
