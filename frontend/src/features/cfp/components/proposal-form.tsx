import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PublicForm, type FormNotice } from '@/components/public-form';
import { useCheckedFields } from '@/lib/use-checked-fields';
import { useSubmitProposalMutation } from '../api/cfp-api';
import {
  EMPTY_PROPOSAL,
  LENGTHS,
  PRESENTATION_TYPES,
  proposalErrorMessage,
  toProposalPayload,
  validateProposal,
  validateProposalField,
  type ProposalField,
  type ProposalValues,
} from '../proposal-rules';
import { Trans, useLingui } from '@lingui/react/macro';

/** Hint on the left, character count on the right. */
function CountedHint({ hint, count, max }: { hint: ReactNode; count: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{hint}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <Trans>
          {count} / {max} characters
        </Trans>
      </Box>
    </Box>
  );
}

const sectionTitleSx = { mt: 1, mb: -0.5 } as const;

export function ProposalForm({ onSubmitted }: { onSubmitted: () => void }) {
  const { i18n, t } = useLingui();
  const [submitProposal, { isLoading: submitting }] = useSubmitProposalMutation();
  const form = useCheckedFields<ProposalValues, ProposalField>({
    idPrefix: 'proposal',
    initial: EMPTY_PROPOSAL,
    validate: validateProposal,
    validateField: (name, values) => validateProposalField(name, values[name]),
    fromAccount: (user) => ({ speaker_name: user.full_name, email: user.email }),
  });
  const { values, errors } = form;
  const [notice, setNotice] = useState<FormNotice | null>(null);

  const field = (name: ProposalField) => ({ ...form.field(name), required: true });
  const counted = (name: 'abstract' | 'speaker_bio', hint: string) => {
    const { max } = LENGTHS[name]!;
    return <CountedHint hint={errors[name] ?? hint} count={values[name].trim().length} max={max} />;
  };

  async function handleSubmit() {
    if (!form.checkAll()) return;
    setNotice(null);
    try {
      await submitProposal(toProposalPayload(values)).unwrap();
      onSubmitted();
    } catch (error) {
      setNotice({ severity: 'error', message: proposalErrorMessage(error), testId: 'proposal-error' });
    }
  }

  return (
    <PublicForm
      formRef={form.formRef}
      titleId="proposal-form-title"
      title={t`Submit Your Proposal`}
      intro={t`All fields are required.`}
      notice={notice}
      submitting={submitting}
      submitLabel={t`Submit Proposal`}
      onSubmit={() => void handleSubmit()}
    >
      <Grid size={12}>
        <Typography variant="h6" component="h3" sx={sectionTitleSx}>
          <Trans>Your presentation</Trans>
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <TextField label={t`Title`} {...field('title')} helperText={errors.title ?? t`Must be between 5 and 200 characters`} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          label={t`Presentation Type`}
          {...field('presentation_type')}
          helperText={errors.presentation_type}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            <Trans>Select a type</Trans>
          </option>
          {PRESENTATION_TYPES.map((type) => (
            <option key={type.value} value={type.value}>
              {i18n._(type.label)}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={12}>
        <TextField label={t`Abstract`} multiline minRows={6} {...field('abstract')} helperText={counted('abstract', t`Between 100 and 5000 characters`)} />
      </Grid>
      <Grid size={12}>
        <Typography variant="h6" component="h3" sx={sectionTitleSx}>
          <Trans>About you</Trans>
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Full Name`} autoComplete="name" {...field('speaker_name')} helperText={errors.speaker_name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Position`} autoComplete="organization-title" {...field('speaker_position')} helperText={errors.speaker_position} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Organization`} autoComplete="organization" {...field('organization')} helperText={errors.organization} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} helperText={errors.email} />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t`Short Bio`}
          multiline
          minRows={4}
          {...field('speaker_bio')}
          helperText={counted('speaker_bio', t`Between 50 and 1000 characters`)}
        />
      </Grid>
      <Grid size={12}>
        {/* The question above its field, where it can wrap: inside the field's outline it was cut off on a phone. */}
        <FormLabel htmlFor={field('recording_consent').id} required sx={{ display: 'block', mb: 1, color: 'text.primary' }}>
          {t`May your talk be recorded and published?`}
        </FormLabel>
        <TextField
          select
          {...field('recording_consent')}
          helperText={errors.recording_consent ?? t`You can change your answer later in your speaker profile.`}
          slotProps={{ select: { native: true } }}
        >
          <option value="" disabled>
            {t`Choose an answer`}
          </option>
          <option value="yes">{t`Yes, it may be recorded`}</option>
          <option value="no">{t`No, do not record it`}</option>
        </TextField>
      </Grid>
    </PublicForm>
  );
}
