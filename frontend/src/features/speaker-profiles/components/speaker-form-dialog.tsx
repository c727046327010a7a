import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { AdminTextFields, type TextFieldSpec } from '@/components/admin/admin-text-fields';
import { useCheckedForm } from '@/components/admin/use-checked-form';
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { checkSpeaker, EMPTY_SPEAKER, speakerFormValues, speakerInput, type SpeakerFormValues } from './speaker-form';
import { SpeakerPhotoUpload } from './speaker-photo-upload';

type TextKey = Exclude<keyof SpeakerFormValues, 'display_on_public'>;

const FIELDS: TextFieldSpec<TextKey>[] = [
  { key: 'name', label: 'Name', maxLength: 200, required: true },
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
  const { values, errors, set, checkAll } = useCheckedForm<SpeakerFormValues>(() => (speaker ? speakerFormValues(speaker) : EMPTY_SPEAKER), checkSpeaker);
  const { saving, problem, clearProblem, save } = useDialogSave(speaker ? 'Failed to update speaker' : 'Failed to create speaker', onClose);
  const title = speaker ? 'Edit Speaker' : 'Add Speaker';

  async function submit() {
    if (!checkAll()) return;
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
      <AdminTextFields fields={FIELDS} values={values} errors={errors} onChange={set} />
      <FormControlLabel
        control={<Switch name="display_on_public" checked={values.display_on_public} onChange={(e) => set('display_on_public', e.target.checked)} />}
        label="Display on public site"
      />
      <SpeakerPhotoUpload speaker={speaker} />
    </AdminFormDialog>
  );
}
