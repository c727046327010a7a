import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SpeakerCard } from '@/components/speakers/speaker-card';
import { detailText } from '@/lib/api-errors';
import { useGetSpeakerProfileQuery, useSaveSpeakerProfileMutation } from '../api/speaker-api';
import { RecordingConsent } from './recording-consent';
import type { SpeakerProfile } from '../api/types';
import { AdminTextFields } from '@/components/admin/admin-text-fields';
import {
  checkOwnProfile,
  OWN_PROFILE_FIELDS,
  ownProfileInput,
  ownProfileValues,
  previewSpeaker,
  type OwnProfileErrors,
  type OwnProfileKey,
} from '../lib/profile-form';
import { readSpeakerImageUrl } from '../lib/speaker-image';
import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessStatus } from '@/components/success-status';

type Outcome = { kind: 'saved' } | { kind: 'error'; detail: string } | null;

/** 'Your public profile': the texts /speakers shows about the speaker, with a live preview of their card. */
export function ProfileSection({ userId }: { userId: number }) {
  const { data, isLoading, isError } = useGetSpeakerProfileQuery(userId);
  return (
    <Paper component="section" aria-labelledby="profile-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="profile-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        <Trans>Your Public Profile</Trans>
      </Typography>
      {isLoading ? (
        <Typography role="status" color="text.secondary">
          <Trans>Loading profile...</Trans>
        </Typography>
      ) : isError || !data ? (
        <Alert severity="error" role="alert">
          <Trans>Could not load your profile. Please try again later.</Trans>
        </Alert>
      ) : (
        <>
          <ProfileEditor profile={data} userId={userId} />
          <RecordingConsent profile={data} userId={userId} />
        </>
      )}
    </Paper>
  );
}

function ProfileEditor({ profile, userId }: { profile: SpeakerProfile; userId: number }) {
  const { t } = useLingui();
  const [values, setValues] = useState(() => ownProfileValues(profile));
  const [errors, setErrors] = useState<OwnProfileErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [save, { isLoading }] = useSaveSpeakerProfileMutation();

  function change(key: OwnProfileKey, value: string) {
    setValues((v) => ({ ...v, [key]: value }));
    setOutcome(null);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = checkOwnProfile(values);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setOutcome(null);
    try {
      const saved = await save({ userId, profile: ownProfileInput(values) }).unwrap();
      setValues(ownProfileValues(saved));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'error', detail: detailText(error, t`Could not save your profile. Please try again.`) });
    }
  }

  const preview = previewSpeaker(values, profile.speaker_id, profile.image_url ?? readSpeakerImageUrl());

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box component="form" noValidate onSubmit={onSubmit} aria-label={t`Your public profile`}>
          <Stack spacing={2}>
            <AdminTextFields fields={OWN_PROFILE_FIELDS} values={values} errors={errors} onChange={change} />
            <Typography variant="body2" color="text.secondary">
              <Trans>Your photo is the one in the Profile Photo panel above.</Trans>
            </Typography>
            <SuccessStatus show={outcome?.kind === 'saved'} onClose={() => setOutcome(null)}>
              <Trans>Your profile was saved.</Trans>
            </SuccessStatus>
            {outcome?.kind === 'error' && (
              <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
                {outcome.detail}
              </Alert>
            )}
            <Box>
              <Button type="submit" variant="contained" loading={isLoading}>
                <Trans>Save Profile</Trans>
              </Button>
            </Box>
          </Stack>
        </Box>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Box component="section" aria-labelledby="profile-preview-heading" data-testid="profile-preview">
          <Typography id="profile-preview-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
            <Trans>Preview</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {profile.display_on_public ? (
              <Trans>
                This is how{' '}
                <Link component={RouterLink} to="/speakers" underline="always">
                  Speakers
                </Link>{' '}
                shows you; open the card for your details. Saved changes appear there at once.
              </Trans>
            ) : (
              <Trans>This is how the Speakers page will show you once the organisers publish your profile; open the card for your details.</Trans>
            )}
          </Typography>
          <Box sx={{ maxWidth: 320, mx: 'auto' }}>
            <SpeakerCard speaker={preview} linked={false} />
          </Box>
        </Box>
      </Grid>
    </Grid>
  );
}
