import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSubmitSpeakerProposalMutation } from '../api/speaker-api';
import type { NewProposal, SpeakerPresentationType } from '../api/types';
import { proposalErrorLines, SPEAKER_PRESENTATION_TYPES, validateNewProposal } from '../lib/proposal-form';
import { requestLimits } from '@/types/request-limits';
import { Trans, useLingui } from '@lingui/react/macro';

const LIMITS = requestLimits.SpeakerProposalDto;

interface ProposalDialogProps {
  /** The values a new proposal starts with: the speaker's name, bio and organisation from their profile. */
  start: NewProposal;
  open: boolean;
  onClose: () => void;
  onSubmitted: (title: string) => void;
}

/** 'Submit New Proposal' (spec): title, abstract, type (default talk); errors are shown inside the modal. */
export function ProposalDialog({ start, open, onClose, onSubmitted }: ProposalDialogProps) {
  const [values, setValues] = useState<NewProposal>(start);
  // Each opening starts from the profile as it is then (it may have arrived or been saved since the last one);
  // what the speaker types is never replaced while the dialog is open.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValues(start);
  }
  const [fieldError, setFieldError] = useState<{ field: 'title' | 'abstract'; message: string } | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [submit, { isLoading }] = useSubmitSpeakerProposalMutation();
  const { t, i18n } = useLingui();

  function close() {
    if (isLoading) return;
    setValues(start);
    setFieldError(null);
    setServerErrors([]);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors([]);
    const problem = validateNewProposal(values);
    setFieldError(problem);
    if (problem) return;
    const body = { ...values, title: values.title.trim(), abstract: values.abstract.trim() };
    for (const key of ['speaker_name', 'speaker_bio', 'organization'] as const) body[key] = values[key].trim();
    try {
      await submit(body).unwrap();
      setValues(start);
      onSubmitted(body.title);
    } catch (error) {
      setServerErrors(proposalErrorLines(error));
    }
  }

  const set = (field: keyof NewProposal) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="proposal-dialog-title">
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="proposal-dialog-title">
          <Trans>Submit New Proposal</Trans>
        </DialogTitle>
        <DialogContent>
          {serverErrors.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverErrors.map((line, i) => (
                <Box key={i} component="span" sx={{ display: 'block' }}>
                  {line}
                </Box>
              ))}
            </Alert>
          )}
          <TextField
            name="title"
            label={t`Title`}
            value={values.title}
            onChange={set('title')}
            required
            fullWidth
            margin="normal"
            autoFocus
            error={fieldError?.field === 'title'}
            helperText={fieldError?.field === 'title' ? fieldError.message : ' '}
          />
          <TextField
            name="abstract"
            label={t`Abstract`}
            value={values.abstract}
            onChange={set('abstract')}
            required
            fullWidth
            multiline
            minRows={4}
            margin="normal"
            error={fieldError?.field === 'abstract'}
            helperText={fieldError?.field === 'abstract' ? fieldError.message : ' '}
          />
          <TextField
            name="speaker_name"
            label={t`Speaker name`}
            value={values.speaker_name}
            onChange={set('speaker_name')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: LIMITS.speaker_name.maxLength } }}
          />
          <TextField
            name="organization"
            label={t`Organization`}
            value={values.organization}
            onChange={set('organization')}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: LIMITS.organization.maxLength } }}
          />
          <TextField
            name="speaker_bio"
            label={t`Speaker bio`}
            value={values.speaker_bio}
            onChange={set('speaker_bio')}
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            helperText={t`From your public profile; the committee reads it with your proposal.`}
            slotProps={{ htmlInput: { maxLength: LIMITS.speaker_bio.maxLength } }}
          />
          <TextField
            name="presentation_type"
            label={t`Presentation type`}
            select
            value={values.presentation_type}
            onChange={(e) => setValues((v) => ({ ...v, presentation_type: e.target.value as SpeakerPresentationType }))}
            fullWidth
            margin="normal"
          >
            {SPEAKER_PRESENTATION_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {i18n._(type.label)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={isLoading}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" loading={isLoading}>
            <Trans>Submit</Trans>
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
