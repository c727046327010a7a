import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { detailText, httpStatus } from '@/lib/api-errors';
import type { User } from '@/types/api';
import { useUpdateProfileMutation } from '../api/dashboard-api';
import type { ProfileUpdate } from '../api/types';
import { DashboardSection } from './dashboard-section';
import { MailLanguage } from './mail-language';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
import { EmptyMessage, ErrorMessage, LoadingMessage } from './status-message';
import { Trans, useLingui } from '@lingui/react/macro';
import { SuccessStatus } from '@/components/success-status';

interface ProfileCardProps {
  profile: User | null | undefined;
  isLoading: boolean;
  isError: boolean;
  /** Keeps edited values on screen after a failed save (spec). */
  applyLocally: (values: ProfileUpdate) => void;
  clearLocal: () => void;
}

/** Your Profile: read-only details with an Edit/Cancel toggle; saving closes edit mode whatever the outcome (spec). */
export function ProfileCard({ profile, isLoading, isError, applyLocally, clearLocal }: ProfileCardProps) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const toggleRef = useRef<HTMLButtonElement>(null);

  async function save(values: ProfileUpdate) {
    setFailure(null);
    setSaved(false);
    const result = await updateProfile(values);
    if ('error' in result && result.error) {
      applyLocally({ full_name: values.full_name, email: values.email });
      // A taken email or a wrong password is worth explaining: the server says which problem it was.
      const status = httpStatus(result.error);
      setFailure(status === 409 || status === 400 || status === 429 ? detailText(result.error, '', ', ') : '');
    } else {
      clearLocal();
      setSaved(true);
    }
    setEditing(false);
    // The form is gone; keep keyboard users in the card instead of dropping them at the top of the page.
    toggleRef.current?.focus();
  }

  const toggle = profile && (
    <Button
      variant="outlined"
      size="small"
      onClick={() => {
        setSaved(false);
        setEditing((open) => !open);
      }}
      ref={toggleRef}
    >
      {editing ? t`Cancel` : t`Edit`}
    </Button>
  );

  return (
    <DashboardSection id="your-profile" title={t`Your Profile`} action={toggle}>
      <SuccessStatus show={saved} onClose={() => setSaved(false)} sx={{ mb: 2 }}>
        <Trans>Your profile was updated.</Trans>
      </SuccessStatus>
      {failure !== null && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }}>
          <Trans>Could not update profile. However, your changes are visible in the UI for this session.</Trans>
          {failure && <div data-testid="profile-error-detail">{failure}</div>}
        </Alert>
      )}
      {isLoading ? (
        <LoadingMessage>{t`Loading profile...`}</LoadingMessage>
      ) : isError ? (
        <ErrorMessage>
          <Trans>Could not load profile information. Please try again later.</Trans>
        </ErrorMessage>
      ) : !profile ? (
        <EmptyMessage>
          <Trans>No profile information available.</Trans>
        </EmptyMessage>
      ) : editing ? (
        <ProfileForm initial={{ full_name: profile.full_name, email: profile.email }} saving={saving} onSave={save} />
      ) : (
        <>
          <ProfileDetails profile={profile} />
          <MailLanguage profile={profile} />
        </>
      )}
    </DashboardSection>
  );
}
