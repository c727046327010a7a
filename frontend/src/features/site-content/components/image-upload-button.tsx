import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { failureText } from '@/lib/admin/admin-errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUploadSiteImageMutation } from '../api/site-content-admin-api';

interface Props {
  /** What the image is for, naming the button for screen readers. */
  label: string;
  onUploaded: (imageUrl: string) => void;
  onFailed: (reason: string) => void;
}

/** Uploads a picture for an image field: the server re-encodes it, and its address fills the field. */
export function ImageUploadButton({ label, onUploaded, onFailed }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [upload] = useUploadSiteImageMutation();
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  async function send(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    try {
      onUploaded((await upload(file).unwrap()).image_url);
    } catch (error) {
      onFailed(failureText(t`Failed to upload the image`, error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <>
      <input ref={input} type="file" accept="image/*" hidden aria-label={t`Upload an image for ${label}`} onChange={(e) => void send(e.target.files?.[0])} />
      <Button size="small" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()} aria-label={t`Upload an image for ${label}`}>
        <Trans>Upload</Trans>
      </Button>
    </>
  );
}
