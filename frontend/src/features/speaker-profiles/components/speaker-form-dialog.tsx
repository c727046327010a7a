import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
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
  const { saving, problem, clearProblem, save } = useDialogSave(speaker ? 'Failed to update speaker' : 'Failed to create speaker', onClose);
  const title = speaker ? 'Edit Speaker' : 'Add Speaker';

  const set = (key: TextKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit() {
    const found = checkSpeaker(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    await save(() => onSave(speakerInput(values)));
  }

  return (
    <AdminFormDialog
      title={title}
      titleId="speaker-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
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
    </AdminFormDialog>
  );
}
