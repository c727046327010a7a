import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { AdminTextFields } from '@/components/admin/admin-text-fields';
import { useCheckedForm } from '@/components/admin/use-checked-form';
import { PROFILE_FIELD_RULES, profileFieldSpecs } from '@/components/speaker-profile/profile-form';
import type { MessageDescriptor } from '@lingui/core';
import type { AdminSpeaker, SpeakerInput } from '@/lib/admin/speakers-admin-api';
import { checkSpeaker, EMPTY_SPEAKER, SPEAKER_TEXTS, speakerFormValues, speakerInput, type SpeakerFormValues, type SpeakerTextKey } from './speaker-form';
import { TranslationFields, type TranslatedFieldSpec } from '@/components/admin/translation-fields';
import { SpeakerPhotoUpload } from './speaker-photo-upload';
import { RecordingConsentNote } from './recording-consent-note';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const LABELS: Record<SpeakerTextKey, MessageDescriptor> = {
  name: msg`Name`,
  title: msg`Title`,
  company: msg`Company`,
  bio_short: msg`Short bio`,
  bio: msg`Bio`,
  talk_title: msg`Talk title`,
  talk_abstract: msg`Talk abstract`,
  linkedin_url: msg`LinkedIn URL`,
};

const FIELDS = profileFieldSpecs(
  (['name', 'title', 'company', 'bio_short', 'bio', 'talk_title', 'talk_abstract', 'linkedin_url'] as const).map((key) => ({ key, label: LABELS[key] })),
);

/** The German texts, with the English ones' labels and limits. */
const TRANSLATED_FIELDS: TranslatedFieldSpec<(typeof SPEAKER_TEXTS)[number]>[] = SPEAKER_TEXTS.map((key) => ({
  key,
  label: LABELS[key],
  maxLength: PROFILE_FIELD_RULES[key].maxLength,
  rows: PROFILE_FIELD_RULES[key].rows,
}));

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
  const { t } = useLingui();
  const { saving, problem, clearProblem, save } = useDialogSave(speaker ? t`Failed to update speaker` : t`Failed to create speaker`, onClose);
  const title = speaker ? t`Edit Speaker` : t`Add Speaker`;

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
      <TranslationFields
        idPrefix="speaker"
        fields={TRANSLATED_FIELDS}
        values={values.translations}
        onChange={(code, key, text) => set('translations', { ...values.translations, [code]: { ...values.translations[code], [key]: text } })}
      />
      <FormControlLabel
        control={<Switch name="display_on_public" checked={values.display_on_public} onChange={(e) => set('display_on_public', e.target.checked)} />}
        label={t`Display on public site`}
      />
      {speaker && <RecordingConsentNote consent={speaker.recording_consent} />}
      <SpeakerPhotoUpload speaker={speaker} />
    </AdminFormDialog>
  );
}
