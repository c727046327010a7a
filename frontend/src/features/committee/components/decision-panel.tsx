import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  useGetTemplatesQuery,
  usePreviewDecisionMutation,
  useSendDecisionMutation,
  type Decision,
  type DecisionPreview,
  type DecisionProgress,
  type RankedProposal,
} from '../api/committee-admin-api';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { DecisionProgressBar } from './decision-progress';
import { MailPreview } from './mail-preview';
import { CommitteeSection } from './section';
import { TemplateDialog, type TemplateDraft } from './template-dialog';
import { Plural, Trans, useLingui } from '@lingui/react/macro';

interface Props {
  selected: RankedProposal[];
  notice: ReturnType<typeof useAdminNotice>;
  onSent: () => void;
}

/** Accept or reject the selected proposals with a mail template: preview every mail, send, follow the sending. */
export function DecisionPanel({ selected, notice, onSent }: Props) {
  const { data: templates = [] } = useGetTemplatesQuery();
  const [preview, { isLoading: previewing }] = usePreviewDecisionMutation();
  const [send, { isLoading: sending }] = useSendDecisionMutation();
  const [decision, setDecision] = useState<Decision>('accepted');
  const [templateId, setTemplateId] = useState('');
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [batch, setBatch] = useState<DecisionProgress | null>(null);
  const [editing, setEditing] = useState<TemplateDraft | null>(null);
  const { t } = useLingui();
  const choices = templates.filter((t) => t.decision === decision);
  // The chosen template, or else the first of the decision's.
  const template = choices.find((t) => String(t.id) === templateId) ?? choices.at(0);
  // A preview is of one selection, decision, template and notes: after any change it is asked for again.
  const inputs = JSON.stringify([selected.map((r) => r.proposal.id), decision, template?.id, template?.updated_at, notes]);
  const [shown, setShown] = useState<{ inputs: string; preview: DecisionPreview } | null>(null);
  const mails = shown?.inputs === inputs ? shown.preview : null;
  const mailCount = mails?.mails.length ?? 0;

  function request() {
    const filled = Object.fromEntries(selected.map((r) => [String(r.proposal.id), notes[r.proposal.id]?.trim() ?? ''] as const).filter(([, text]) => text));
    return {
      proposal_ids: selected.map((r) => r.proposal.id),
      decision,
      template_id: template?.id ?? 0,
      ...(Object.keys(filled).length ? { notes: filled } : {}),
    };
  }

  async function runPreview() {
    try {
      setShown({ inputs, preview: await preview(request()).unwrap() });
    } catch (error) {
      notice.fail(t`Failed to preview the decision`, error);
    }
  }

  async function runSend() {
    try {
      const sent = await send(request()).unwrap();
      setBatch(sent);
      setShown(null);
      setNotes({});
      onSent();
    } catch (error) {
      notice.fail(t`Failed to send the decision`, error);
    }
  }

  const titleOf = (id: number) => selected.find((r) => r.proposal.id === id)?.proposal.title ?? t`Proposal #${id}`;

  return (
    <CommitteeSection id="committee-decision" title={t`Bulk decision`}>
      {batch && <DecisionProgressBar key={batch.batch_id} initial={batch} />}
      {!selected.length ? (
        <Typography color="text.secondary" sx={{ mt: batch ? 2 : 0 }}>
          <Trans>Select proposals in the ranking to accept or reject them together.</Trans>
        </Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: batch ? 2 : 0 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={decision}
              aria-label={t`Decision`}
              onChange={(_e, value: Decision | null) => {
                if (!value) return;
                setDecision(value);
                setTemplateId('');
              }}
            >
              <ToggleButton value="accepted">
                <Trans>Accept</Trans>
              </ToggleButton>
              <ToggleButton value="rejected">
                <Trans>Reject</Trans>
              </ToggleButton>
            </ToggleButtonGroup>
            <TextField
              select
              size="small"
              label={t`Template`}
              value={template ? String(template.id) : ''}
              onChange={(e) => setTemplateId(e.target.value)}
              sx={{ minWidth: { md: 280 } }}
            >
              {choices.map((t) => (
                <MenuItem key={t.id} value={String(t.id)}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
            <Button disabled={!template} onClick={() => template && setEditing(template)}>
              <Trans>Edit template</Trans>
            </Button>
            <Button onClick={() => setEditing({ name: '', decision, subject: '', body: '' })}>
              <Trans>New template</Trans>
            </Button>
          </Stack>
          {selected.map((r) => {
            // The proposal's title above its notes, where it wraps: inside the field's label it was cut off on a phone
            // (WCAG 1.4.10, 1.4.12). The field is named by both, its short label first.
            const id = `decision-notes-${r.proposal.id}`;
            return (
              <Stack key={r.proposal.id} spacing={1}>
                <Typography id={`${id}-title`} variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                  {r.proposal.title}
                </Typography>
                <TextField
                  id={id}
                  size="small"
                  label={t`Notes (optional)`}
                  value={notes[r.proposal.id] ?? ''}
                  onChange={(e) => setNotes((n) => ({ ...n, [r.proposal.id]: e.target.value }))}
                  multiline
                  fullWidth
                  slotProps={{ htmlInput: { 'aria-labelledby': `${id}-label ${id}-title` } }}
                />
              </Stack>
            );
          })}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={!template || previewing} onClick={() => void runPreview()}>
              <Trans>Preview</Trans>
            </Button>
            <Button
              variant="contained"
              color={decision === 'accepted' ? 'primary' : 'error'}
              disabled={!mails || !mails.mails.length || sending}
              onClick={() => void runSend()}
            >
              {mails ? <Plural value={mailCount} one="Send # mail" other="Send # mails" /> : <Trans>Send</Trans>}
            </Button>
          </Stack>
          {mails && (
            <Stack spacing={1} aria-label={t`Mail preview`} role="region">
              {mails.skipped.length > 0 && (
                <Alert severity="warning">
                  <Trans>Skipped:</Trans>
                  <ul>
                    {mails.skipped.map((s) => (
                      <li key={s.proposal_id}>
                        {titleOf(s.proposal_id)}: {s.reason}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
              {mails.mails.map((m) => (
                <MailPreview key={m.proposal_id} mail={m} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {editing && <TemplateDialog template={editing} onClose={() => setEditing(null)} />}
    </CommitteeSection>
  );
}
