import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { detailText } from '@/lib/api-errors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessStatus } from '@/components/success-status';

/** The server's limit for a photo (uploads: MAX_UPLOAD_BYTES). */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Why a file is refused before it is sent, or null. accept="image/*" is only a hint: a dropped or renamed file still arrives. */
export function photoRefusal(file: File): MessageDescriptor | null {
  if (!file.type.startsWith('image/')) return msg`Only image files can be uploaded (JPEG, PNG, WebP, GIF, HEIF or TIFF).`;
  if (file.size > MAX_PHOTO_BYTES) return msg`The image is larger than 5 MB.`;
  return null;
}

type Outcome = { kind: 'uploaded' } | { kind: 'failed'; detail: string } | null;

interface Props {
  /** The current photo as the place shows it (null: none yet). */
  photo: (url: string | null) => ReactNode;
  /** The stored photo's address when the form opens. */
  initialUrl: string | null;
  /**
   * Sends the file to the place's own endpoint and gives the stored photo's address; null while no photo can be
   * uploaded yet (a speaker not saved has no id: spec section 4).
   */
  send: ((file: File) => Promise<string>) | null;
  /** Said in place of the button while `send` is null. */
  notYet?: ReactNode;
  onUploaded?: (url: string) => void;
  /** The file input's test id (the browser tests choose the file through it). */
  inputTestId: string;
  /** Outlined beside a dialog's own Save button, contained where it is the panel's only action. */
  buttonVariant: 'contained' | 'outlined';
  /** Shown between the photo and the upload's progress and outcome. */
  children?: ReactNode;
}

/**
 * A speaker's photo and its upload (the server stores a 400x400 WebP): images only, at most 5 MB, refused before
 * sending; then the spec's alerts (section 8), a failure with the server's reason below.
 */
export function PhotoUpload({ photo, initialUrl, send, notYet, onUploaded, inputTestId, buttonVariant, children }: Props) {
  const [imageUrl, setImageUrl] = useState(initialUrl);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const input = useRef<HTMLInputElement>(null);
  const { t, i18n } = useLingui();

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file || !send) return;
    const refusal = photoRefusal(file);
    if (refusal) return setOutcome({ kind: 'failed', detail: i18n._(refusal) });
    setOutcome(null);
    setBusy(true);
    try {
      const url = await send(file);
      setImageUrl(url);
      setOutcome({ kind: 'uploaded' });
      onUploaded?.(url);
    } catch (error) {
      console.warn('Failed to upload image', error);
      setOutcome({ kind: 'failed', detail: detailText(error, '') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {photo(imageUrl)}
        <Box>
          {send ? (
            <>
              <input ref={input} type="file" accept="image/*" hidden onChange={onFile} data-testid={inputTestId} />
              <Button variant={buttonVariant} startIcon={<PhotoCameraIcon />} onClick={() => input.current?.click()} disabled={busy}>
                <Trans>Upload Photo</Trans>
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                <Trans>Images only, up to 5 MB. Recommended size: 400x400.</Trans>
              </Typography>
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {notYet}
            </Typography>
          )}
        </Box>
      </Box>
      {children}
      {busy && <LinearProgress aria-label={t`Uploading photo`} sx={{ mt: 2 }} />}
      <SuccessStatus show={outcome?.kind === 'uploaded'} sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
        <Trans>Profile photo uploaded successfully!</Trans>
      </SuccessStatus>
      {outcome?.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setOutcome(null)}>
          <Trans>Failed to upload image. Please try again.</Trans>
          {outcome.detail && (
            <Box component="span" sx={{ display: 'block', mt: 0.5, whiteSpace: 'pre-line' }}>
              {outcome.detail}
            </Box>
          )}
        </Alert>
      )}
    </>
  );
}
