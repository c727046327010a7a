import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PhotoUpload } from '@/components/speaker-profile/photo-upload';
import { useUploadSpeakerPhotoMutation } from '@/lib/admin/speakers-admin-api';
import { AdminSpeakerPhoto } from './speaker-photo';
import { Trans, useLingui } from '@lingui/react/macro';

interface Props {
  /** Null while the speaker is not saved yet: the upload needs its id (spec section 4). */
  speaker: { id: number; name: string; image_url?: string | null } | null;
}

/** The photo part of the speaker dialog: the shared upload, to POST /api/admin/speakers/{id}/upload-image. */
export function SpeakerPhotoUpload({ speaker }: Props) {
  const [upload] = useUploadSpeakerPhotoMutation();
  const { t } = useLingui();

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        <Trans>Photo</Trans>
      </Typography>
      <PhotoUpload
        photo={(url) => <AdminSpeakerPhoto url={url} name={speaker?.name || t`the new speaker`} size={72} />}
        initialUrl={speaker?.image_url ?? null}
        send={speaker && (async (file) => (await upload({ id: speaker.id, file }).unwrap()).image_url)}
        notYet={<Trans>Save speaker first to upload photo</Trans>}
        inputTestId="speaker-photo-input"
        buttonVariant="outlined"
      />
    </Box>
  );
}
