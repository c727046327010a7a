import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { failureText } from '../../lib/admin-errors';
import type { AdminSpeaker, SpeakerInput } from '../../api/speakers-admin-api';
import { checkSpeaker, EMPTY_SPEAKER, speakerFormValues, speakerInput, type SpeakerFormErrors, type SpeakerFormValues } from './speaker-form';
import { SpeakerPhotoUpload } from './speaker-photo-upload';

type TextKey = Exclude<keyof SpeakerFormValues, 'display_on_public'>;

const FIELDS: { key: TextKey; label: string; maxLength: number; rows?: number; type?: string }[] = [
  { key: 'name', label: 'Name', maxLength: 200 },
  { key: 'title', label: 'Title', maxLength: 200 },
  { key: 'company', label: 'Company', maxLength: 200 },
  { key: 'bio_short', label: 'Short bio', maxLength: 1000, rows: 2 },
  { key: 'bio', label: 'Bio', maxLength: 10_000, rows: 4 },
  { key: 'talk_title', label: 'Talk title', maxLength: 300 },
  { key: 'talk_abstract', label: 'Talk abstract', maxLength: 10_000, rows: 4 },
  { key: 'linkedin_url', label: 'LinkedIn URL', maxLength: 500, type: 'url' },
];

interface Props {
  /** Null adds a new speaker. */
  speaker: AdminSpeaker | null;
  onClose: () => void;
  /** Saves; a rejection keeps the dialog open with what the admin typed and the server's reason (spec section 8). */
  onSave: (input: SpeakerInput) => Promise<void>;
}

/** Add or edit a speaker. The photo can be uploaded only once the speaker exists (it needs the id). */
export function SpeakerFormDialog({ speaker, onClose, onSave }: Props) {
  const [values, setValues] = useState<SpeakerFormValues>(() => (speaker ? speakerFormValues(speaker) : EMPTY_SPEAKER));
  const [errors, setErrors] = useState<SpeakerFormErrors>({});
  const [saving, setSaving] = useState(false);
  // Shown in the dialog, next to what failed: the page's snackbar would sit behind it, hidden from screen readers.
  const [problem, setProblem] = useState<string | null>(null);
  const failure = speaker ? 'Failed to update speaker' : 'Failed to create speaker';
  const title = speaker ? 'Edit Speaker' : 'Add Speaker';

  const set = (key: TextKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit() {
    const found = checkSpeaker(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave(speakerInput(values));
      onClose();
    } catch (error) {
      console.warn(failure, error);
      setProblem(failureText(failure, error));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="speaker-dialog-title">
      {/* A flex column, so only the fields scroll and the error and the buttons stay in view. */}
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="speaker-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {FIELDS.map(({ key, label, maxLength, rows, type }) => (
              <TextField
                key={key}
                name={key}
                label={label}
                type={type}
                required={key === 'name'}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                error={Boolean(errors[key])}
                helperText={errors[key]}
                multiline={Boolean(rows)}
                minRows={rows}
                slotProps={{ htmlInput: { maxLength } }}
              />
            ))}
            <FormControlLabel
              control={
                <Switch
                  name="display_on_public"
                  checked={values.display_on_public}
                  onChange={(e) => setValues((v) => ({ ...v, display_on_public: e.target.checked }))}
                />
              }
              label="Display on public site"
            />
            <SpeakerPhotoUpload speaker={speaker} />
          </Stack>
        </DialogContent>
        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)} sx={{ mx: 3, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {problem}
          </Alert>
        )}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
