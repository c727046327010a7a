import { useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { errorDetail } from '@/lib/api-errors';
import { useUploadSpeakerImageMutation } from '../api/speaker-api';
import { readSpeakerImageUrl, writeSpeakerImageUrl } from '../lib/speaker-image';
import { Trans, useLingui } from '@lingui/react/macro';

type Outcome = { kind: 'success' } | { kind: 'error'; detail: string | null } | null;

/** Profile photo: upload, progress, the spec's success and failure alerts, preview of the stored image. */
export function PhotoPanel({ name, onUploaded }: { name: string; onUploaded?: () => void }) {
  const [upload, { isLoading }] = useUploadSpeakerImageMutation();
  const [imageUrl, setImageUrl] = useState<string | null>(readSpeakerImageUrl);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    setOutcome(null);
    try {
      const { image_url } = await upload(file).unwrap();
      writeSpeakerImageUrl(image_url);
      setImageUrl(image_url);
      setOutcome({ kind: 'success' });
      onUploaded?.();
    } catch (error) {
      const detail = errorDetail(error);
      setOutcome({ kind: 'error', detail: typeof detail === 'string' ? detail : null });
    }
  }

  return (
    <Paper component="section" aria-labelledby="photo-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="photo-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        <Trans>Profile Photo</Trans>
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar src={imageUrl ?? undefined} alt={imageUrl ? t`Profile photo of ${name}` : undefined} sx={{ width: 96, height: 96 }} />
        <Box>
          <input ref={input} type="file" accept="image/*" hidden onChange={onFile} data-testid="photo-input" />
          <Button variant="contained" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()} disabled={isLoading}>
            <Trans>Upload Photo</Trans>
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>Recommended size: 400x400</Trans>
          </Typography>
        </Box>
      </Box>
      <Link component={RouterLink} to="/account/password" sx={{ display: 'inline-block', mt: 2 }}>
        <Trans>Change password or sign out everywhere</Trans>
      </Link>
      {isLoading && <LinearProgress aria-label={t`Uploading photo`} sx={{ mt: 2 }} />}
      {outcome?.kind === 'success' && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
          <Trans>Profile photo uploaded successfully!</Trans>
        </Alert>
      )}
      {outcome?.kind === 'error' && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
          <Trans>Failed to upload image. Please try again.</Trans>
          {outcome.detail && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {outcome.detail}
            </Box>
          )}
        </Alert>
      )}
    </Paper>
  );
}
