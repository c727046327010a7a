import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { failureText } from '@/lib/admin/admin-errors';
import { useUploadSpeakerPhotoMutation } from '@/lib/admin/speakers-admin-api';
import { AdminSpeakerPhoto } from './speaker-photo';
import { Trans, useLingui } from '@lingui/react/macro';

const MAX_BYTES = 5 * 1024 * 1024;

type Outcome = { severity: 'success' | 'error'; text: string } | null;

interface Props {
  /** Null while the speaker is not saved yet: the upload needs its id (spec section 4). */
  speaker: { id: number; name: string; image_url?: string | null } | null;
}

/** The photo part of the speaker dialog: the current photo and an upload that the server turns into a 400x400 WebP. */
export function SpeakerPhotoUpload({ speaker }: Props) {
  const [upload, { isLoading }] = useUploadSpeakerPhotoMutation();
  const [imageUrl, setImageUrl] = useState(speaker?.image_url ?? null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const { t } = useLingui();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file || !speaker) return;
    // accept="image/*" is only a hint to the file picker; a dropped or renamed file still arrives here.
    if (!file.type.startsWith('image/')) {
      return setOutcome({ severity: 'error', text: t`Only image files can be uploaded (JPEG, PNG, WebP, GIF, HEIF or TIFF).` });
    }
    if (file.size > MAX_BYTES) return setOutcome({ severity: 'error', text: t`The image is larger than 5 MB.` });
    setOutcome(null);
    try {
      const { image_url } = await upload({ id: speaker.id, file }).unwrap();
      setImageUrl(image_url);
      setOutcome({ severity: 'success', text: t`Photo uploaded.` });
    } catch (error) {
      console.warn('Failed to upload image', error);
      setOutcome({ severity: 'error', text: failureText(t`Failed to upload image`, error) });
    }
  }

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        <Trans>Photo</Trans>
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AdminSpeakerPhoto url={imageUrl} name={speaker?.name || t`the new speaker`} size={72} />
        <Box>
          {speaker ? (
            <>
              <input ref={input} type="file" accept="image/*" hidden onChange={onFile} data-testid="speaker-photo-input" />
              <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()} disabled={isLoading}>
                <Trans>Upload Photo</Trans>
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                <Trans>Images only, up to 5 MB. Recommended size: 400x400.</Trans>
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <Trans>Save speaker first to upload photo</Trans>
            </Typography>
          )}
        </Box>
      </Stack>
      {isLoading && <LinearProgress aria-label={t`Uploading photo`} sx={{ mt: 2 }} />}
      {outcome && (
        <Alert severity={outcome.severity} onClose={() => setOutcome(null)} sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
  );
}
