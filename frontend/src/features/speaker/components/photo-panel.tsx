import { Link as RouterLink } from 'react-router-dom';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PhotoUpload } from '@/components/speaker-profile/photo-upload';
import { useUploadSpeakerImageMutation } from '../api/speaker-api';
import { readSpeakerImageUrl, writeSpeakerImageUrl } from '../lib/speaker-image';
import { Trans, useLingui } from '@lingui/react/macro';

/** Profile photo: the shared upload, to POST /api/speaker/profile/upload-image; the stored photo's url is kept locally. */
export function PhotoPanel({ name, onUploaded }: { name: string; onUploaded?: () => void }) {
  const [upload] = useUploadSpeakerImageMutation();
  const { t } = useLingui();

  return (
    <Paper component="section" aria-labelledby="photo-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography id="photo-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        <Trans>Profile Photo</Trans>
      </Typography>
      <PhotoUpload
        photo={(url) => <Avatar src={url ?? undefined} alt={url ? t`Profile photo of ${name}` : undefined} sx={{ width: 96, height: 96 }} />}
        initialUrl={readSpeakerImageUrl()}
        send={async (file) => (await upload(file).unwrap()).image_url}
        onUploaded={(url) => {
          writeSpeakerImageUrl(url);
          onUploaded?.();
        }}
        inputTestId="photo-input"
        buttonVariant="contained"
      >
        <Link component={RouterLink} to="/account/password" sx={{ display: 'inline-block', mt: 2 }}>
          <Trans>Change password or sign out everywhere</Trans>
        </Link>
      </PhotoUpload>
    </Paper>
  );
}
