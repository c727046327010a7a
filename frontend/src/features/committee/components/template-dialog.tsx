import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSaveTemplateMutation, type DecisionTemplate } from '../api/committee-admin-api';
import { AdminFormDialog, useDialogSave } from '@/components/admin/admin-form-dialog';

const PLACEHOLDERS = '{name} {title} {slot} {room} {notes} {product} {dashboard}';

/** A template being edited, or a new one (no id yet) for a decision. */
export type TemplateDraft = Pick<DecisionTemplate, 'name' | 'decision' | 'subject' | 'body'> & { id?: number };

/** Writes a new decision mail or edits one; the server refuses placeholders it does not know and says which. */
export function TemplateDialog({ template, onClose }: { template: TemplateDraft; onClose: () => void }) {
  const [name, setName] = useState(template.name);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [saveTemplate] = useSaveTemplateMutation();
  const { saving, problem, clearProblem, save } = useDialogSave('Failed to save template', onClose);
  return (
    <AdminFormDialog
      title={template.id ? 'Edit Template' : `New ${template.decision === 'accepted' ? 'Acceptance' : 'Rejection'} Template`}
      titleId="template-dialog-title"
      saving={saving}
      problem={problem}
      onDismissProblem={clearProblem}
      onClose={onClose}
      onSubmit={() => void save(() => saveTemplate({ id: template.id, name: name.trim(), decision: template.decision, subject, body }).unwrap())}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required fullWidth />
      <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} required fullWidth />
      <TextField label="Body" value={body} onChange={(e) => setBody(e.target.value)} required fullWidth multiline minRows={8} />
      <Typography variant="caption" color="text.secondary">
        Placeholders: {PLACEHOLDERS}
      </Typography>
    </AdminFormDialog>
  );
}
