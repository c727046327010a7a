import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import { failureText } from '@/lib/admin/admin-errors';
import { errorMessage } from '@/lib/api-errors';
import { useGetNewsPushQuery, useSendNewsPushMutation, type AdminNewsItem, type NewsPushPreview } from '../api/news-admin-api';

const LANGUAGE_NAMES: Record<NewsPushPreview['previews'][number]['language'], MessageDescriptor> = { en: msg`English`, de: msg`German` };

/** How many devices it goes to, and why none when none. */
function Reach({ preview }: { preview: NewsPushPreview }) {
  const { devices, already_told: told } = preview;
  if (devices === 0)
    return told > 0 ? (
      <Trans>Every device that asked for announcements has had it already.</Trans>
    ) : (
      <Trans>No device has asked for announcements yet: there is no one to send it to.</Trans>
    );
  const reach = <Plural value={devices} one="Goes to # device." other="Goes to # devices." />;
  if (told === 0) return reach;
  return (
    <>
      {reach} <Plural value={told} one="# device has had it already and is not told again." other="# devices have had it already and are not told again." />
    </>
  );
}

/** The notification as one language's devices show it. */
function NotificationPreview({ preview }: { preview: NewsPushPreview['previews'][number] }) {
  const { i18n } = useLingui();
  const language = i18n._(LANGUAGE_NAMES[preview.language]);
  const url = preview.url;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, minWidth: 0 }} lang={preview.language}>
      <NotificationsOutlinedIcon color="action" sx={{ mt: 0.25, flexShrink: 0 }} aria-hidden />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" lang={i18n.locale}>
          {language} · <Plural value={preview.devices} one="# device" other="# devices" />
        </Typography>
        <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
          {preview.title}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {preview.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} lang={i18n.locale}>
          <Trans>Opens {url}</Trans>
        </Typography>
      </Stack>
    </Paper>
  );
}

interface Props {
  item: AdminNewsItem;
  onClose: () => void;
}

/**
 * Sends a published news item as a push notification to every device that asked for announcements: first how it
 * reads in each language and how many devices it goes to, then Send; what was sent is said in the dialog.
 */
export function NewsPushDialog({ item, onClose }: Props) {
  const { t } = useLingui();
  // Devices come and go: the count is asked for afresh each time the dialog opens.
  const { data: preview, isFetching, error } = useGetNewsPushQuery(item.id, { refetchOnMountOrArgChange: true });
  const [send, { isLoading: sending }] = useSendNewsPushMutation();
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function runSend() {
    setProblem(null);
    try {
      setSent((await send(item.id).unwrap()).devices);
    } catch (err) {
      setProblem(failureText(t`Failed to send the push notification`, err));
    }
  }

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="news-push-title" aria-describedby="news-push-reach">
      <DialogTitle id="news-push-title">
        <Trans>Send as push notification</Trans>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            <Trans>It goes to every device that asked to be told of announcements, each in its own language.</Trans>
          </Typography>
          {!preview && isFetching ? (
            <Stack sx={{ alignItems: 'center', py: 3 }}>
              <CircularProgress aria-label={t`Loading the preview`} />
            </Stack>
          ) : !preview ? (
            <Alert severity="error">{errorMessage(error, t`Failed to load the preview.`)}</Alert>
          ) : (
            <>
              <Stack component="ul" spacing={1.5} aria-label={t`How the notification reads`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {preview.previews.map((p) => (
                  <NotificationPreview key={p.language} preview={p} />
                ))}
              </Stack>
              {sent === null && (
                <Typography id="news-push-reach" role="status" sx={{ fontWeight: 600 }}>
                  <Reach preview={preview} />
                </Typography>
              )}
            </>
          )}
          {sent !== null && (
            <Alert severity="success" role="status">
              <Plural value={sent} one="Sent to # device." other="Sent to # devices." />
            </Alert>
          )}
        </Stack>
      </DialogContent>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mx: 3, mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {problem}
        </Alert>
      )}
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {sent === null ? (
          <>
            <Button onClick={onClose} disabled={sending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="contained" onClick={() => void runSend()} disabled={sending || !preview || preview.devices === 0}>
              <Trans>Send</Trans>
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose} autoFocus>
            <Trans>Close</Trans>
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
