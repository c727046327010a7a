import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSubmitProposalMutation } from '../api/cfp-api';
import {
  EMPTY_PROPOSAL,
  LENGTHS,
  PRESENTATION_TYPES,
  proposalErrorMessage,
  toProposalPayload,
  validateProposal,
  validateProposalField,
  type ProposalErrors,
  type ProposalField,
} from '../proposal-rules';

/** Hint on the left, character count on the right. */
function CountedHint({ hint, count, max }: { hint: ReactNode; count: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{hint}</span>
      <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {count} / {max} characters
      </Box>
    </Box>
  );
}

const sectionTitleSx = { mt: 1, mb: -0.5 } as const;

export function ProposalForm({ onSubmitted }: { onSubmitted: () => void }) {
  const [submitProposal, { isLoading: submitting }] = useSubmitProposalMutation();
  const [values, setValues] = useState(EMPTY_PROPOSAL);
  const [errors, setErrors] = useState<ProposalErrors>({});
  // Until the first submit, fields are not judged while the user is still typing them.
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (serverError) bannerRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [serverError]);

  const field = (name: ProposalField) => ({
    id: `proposal-${name}`,
    name,
    required: true,
    value: values[name],
    error: Boolean(errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => {
      if (attempted) setErrors((current) => ({ ...current, [name]: validateProposalField(name, values[name]) }));
    },
  });
  const counted = (name: 'abstract' | 'speaker_bio', hint: string) => {
    const { max } = LENGTHS[name]!;
    return <CountedHint hint={errors[name] ?? hint} count={values[name].trim().length} max={max} />;
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempted(true);
    const found = validateProposal(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setServerError(null);
    try {
      await submitProposal(toProposalPayload(values)).unwrap();
      onSubmitted();
    } catch (error) {
      setServerError(proposalErrorMessage(error));
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="proposal-form-title"
      // A field focused because it is invalid must not end up under the fixed app bar.
      sx={{ '& input, & textarea, & select': { scrollMarginTop: 112 } }}
    >
      <Typography id="proposal-form-title" variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2.125rem' } }}>
        Submit Your Proposal
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        All fields are required.
      </Typography>
      {serverError && (
        <Alert ref={bannerRef} severity="error" sx={{ mb: 3, whiteSpace: 'pre-line' }} data-testid="proposal-error">
          {serverError}
        </Alert>
      )}
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Typography variant="h6" component="h3" sx={sectionTitleSx}>
            Your presentation
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField label="Title" {...field('title')} helperText={errors.title ?? 'Must be between 5 and 200 characters'} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            label="Presentation Type"
            {...field('presentation_type')}
            helperText={errors.presentation_type}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Select a type
            </option>
            {PRESENTATION_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </TextField>
        </Grid>
        <Grid size={12}>
          <TextField label="Abstract" multiline minRows={6} {...field('abstract')} helperText={counted('abstract', 'Between 100 and 5000 characters')} />
        </Grid>
        <Grid size={12}>
          <Typography variant="h6" component="h3" sx={sectionTitleSx}>
            About you
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Full Name" autoComplete="name" {...field('speaker_name')} helperText={errors.speaker_name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Position" autoComplete="organization-title" {...field('speaker_position')} helperText={errors.speaker_position} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Organization" autoComplete="organization" {...field('organization')} helperText={errors.organization} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField label="Email" type="email" autoComplete="email" {...field('email')} helperText={errors.email} />
        </Grid>
        <Grid size={12}>
          <TextField label="Short Bio" multiline minRows={4} {...field('speaker_bio')} helperText={counted('speaker_bio', 'Between 50 and 1000 characters')} />
        </Grid>
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
            {submitting ? 'Submitting...' : 'Submit Proposal'}
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}
