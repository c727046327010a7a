import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSaveTemplateMutation, type DecisionTemplate } from '../api/committee-admin-api';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';
import { Trans, useLingui } from '@lingui/react/macro';

const PLACEHOLDERS = '{name} {title} {slot} {room} {notes} {product} {dashboard}';

/** A template being edited, or a new one (no id yet) for a decision. */
export type TemplateDraft = Pick<DecisionTemplate, 'name' | 'decision' | 'subject' | 'body'> & { id?: number };

/** Writes a new decision mail or edits one; the server refuses placeholders it does not know and says which. */
export function TemplateDialog({ template, onClose }: { template: TemplateDraft; onClose: () => void }) {
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [saveTemplate] = useSaveTemplateMutation();
  const { t } = useLingui();
  const { saving, problem, clearProblem, save } = useDialogSave(t`Failed to save template`, onClose);
  const placeholders = PLACEHOLDERS;
  let title = t`Edit Template`;
  if (!template.id) title = template.decision === 'accepted' ? t`New Acceptance Template` : t`New Rejection Template`;
  return (
    <AdminFormDialog
      title={title}
      titleId="template-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void save(() => saveTemplate({ id: template.id, name: name.trim(), decision: template.decision, subject, body }).unwrap())}
    >
      <TextField label={t`Name`} value={name} onChange={(e) => setName(e.target.value)} required fullWidth />
      <TextField label={t`Subject`} value={subject} onChange={(e) => setSubject(e.target.value)} required fullWidth />
      <TextField label={t`Body`} value={body} onChange={(e) => setBody(e.target.value)} required fullWidth multiline minRows={8} />
      <Typography variant="caption" color="text.secondary">
        <Trans>Placeholders: {placeholders}</Trans>
      </Typography>
    </AdminFormDialog>
  );
}
