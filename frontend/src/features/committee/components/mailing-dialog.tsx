import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminFormDialog } from '@/components/admin/admin-form-dialog';
import { failureText } from '@/lib/admin/admin-errors';
import { TranslationFields, type TranslatedFieldSpec } from '@/components/admin/translation-fields';
import { translationsPayload } from '@/components/admin/translations';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  usePreviewMailingMutation,
  useSendMailingMutation,
  type Mailing,
  type MailingAudience,
  type MailingPreview,
  type MailingRequest,
} from '../api/mailings-admin-api';
import { MailingAudienceFields } from './mailing-audience-fields';
import type { MailingDraft } from './mailing-drafts';
import { MailPreview } from './mail-preview';

const PLACEHOLDERS = '{name} {title} {slot} {room} {notes} {product} {dashboard}';
const TEXTS: readonly TranslatedFieldSpec<'subject' | 'body'>[] = [
  { key: 'subject', label: msg`Subject`, maxLength: 200 },
  { key: 'body', label: msg`Body`, maxLength: 10_000, rows: 6 },
];

interface Props {
  audience: MailingAudience;
  draft: MailingDraft;
  onClose: () => void;
  onSent: (mailing: Mailing) => void;
}

/** Writes to a group of speakers: the mail in each language, a preview of every speaker's mail, then sending. */
export function MailingDialog({ audience: initialAudience, draft, onClose, onSent }: Props) {
  const [audience, setAudience] = useState(initialAudience);
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.body);
  const [translations, setTranslations] = useState(draft.translations);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, { isLoading: previewing }] = usePreviewMailingMutation();
  const [send, { isLoading: sending }] = useSendMailingMutation();
  const { t } = useLingui();
  const request: MailingRequest = { audience, subject, body, translations: translationsPayload(translations) };
  // A preview is of one group and one text: after any change it is asked for again.
  const inputs = JSON.stringify(request);
  const [shown, setShown] = useState<{ inputs: string; preview: MailingPreview } | null>(null);
  const mails = shown?.inputs === inputs ? shown.preview : null;
  const count = mails?.total ?? 0;
  const placeholders = PLACEHOLDERS;

  async function runPreview() {
    setProblem(null);
    try {
      setShown({ inputs, preview: await preview(request).unwrap() });
    } catch (error) {
      setProblem(failureText(t`Failed to preview the mail`, error));
    }
  }

  async function runSend() {
    setProblem(null);
    try {
      onSent(await send(request).unwrap());
    } catch (error) {
      setProblem(failureText(t`Failed to send the mail`, error));
    }
  }

  return (
    <AdminFormDialog
      title={t`Write to speakers`}
      titleId="mailing-dialog-title"
      submitOnEnter={false}
      maxWidth="md"
      saving={sending}
      problem={problem}
      onDismissProblem={() => setProblem(null)}
      onClose={onClose}
      onSubmit={() => void runSend()}
      canSubmit={count > 0}
      submitLabel={mails ? <Plural value={count} one="Send # mail" other="Send # mails" /> : <Trans>Send</Trans>}
      actions={
        <Button variant="outlined" disabled={previewing || !subject.trim() || !body.trim()} onClick={() => void runPreview()}>
          <Trans>Preview</Trans>
        </Button>
      }
    >
      <MailingAudienceFields audience={audience} onChange={setAudience} />
      <TextField
        label={t`Subject`}
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField label={t`Body`} value={body} onChange={(e) => setBody(e.target.value)} required fullWidth multiline minRows={6} />
      <Typography variant="caption" color="text.secondary">
        <Trans>Placeholders: {placeholders}. A paragraph whose placeholder has no value (no slot yet) is left out.</Trans>
      </Typography>
      <TranslationFields
        idPrefix="mailing"
        forPeople
        fields={TEXTS}
        values={translations}
        onChange={(code, key, value) => setTranslations((all) => ({ ...all, [code]: { ...all[code], [key]: value } }))}
      />
      {mails && (
        <Stack spacing={1} aria-label={t`Mail preview`} role="region">
          <Typography variant="subtitle2" role="status">
            <Plural value={count} one="# speaker receives this mail" other="# speakers receive this mail" />
          </Typography>
          {mails.mails.map((m) => (
            <MailPreview key={`${m.to} ${m.proposal_id} ${m.session_id}`} mail={m} />
          ))}
        </Stack>
      )}
    </AdminFormDialog>
  );
}
