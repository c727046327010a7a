import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useGetReviewSettingsQuery, useUpdateReviewSettingsMutation, type ReviewPhase, type ReviewSettings } from '../api/committee-admin-api';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { CommitteeSection } from './section';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const PHASES: { value: ReviewPhase; label: MessageDescriptor; changed: MessageDescriptor }[] = [
  { value: 'submission', label: msg`Submission`, changed: msg`Phase changed to submission.` },
  { value: 'review', label: msg`Review`, changed: msg`Phase changed to review.` },
  { value: 'decision', label: msg`Decision`, changed: msg`Phase changed to decision.` },
];

/** The committee's phase (review and decision close the call for proposals) and its rules. */
export function PhaseSection({ notice }: { notice: ReturnType<typeof useAdminNotice> }) {
  const { data } = useGetReviewSettingsQuery();
  const [update, { isLoading }] = useUpdateReviewSettingsMutation();
  const { t, i18n } = useLingui();
  const changedTo = (phase: ReviewPhase) => {
    const known = PHASES.find((p) => p.value === phase);
    return known ? i18n._(known.changed) : t`Phase changed to ${phase}.`;
  };

  async function change(patch: Partial<ReviewSettings>, done: string) {
    try {
      await update(patch).unwrap();
      notice.succeed(done);
    } catch (error) {
      notice.fail(t`Failed to update review settings`, error);
    }
  }

  return (
    <CommitteeSection id="committee-phase" title={t`Phase & rules`}>
      {!data ? (
        <Typography color="text.secondary">
          <Trans>Loading…</Trans>
        </Typography>
      ) : (
        <Stack spacing={2}>
          <ToggleButtonGroup
            exclusive
            color="primary"
            value={data.phase}
            disabled={isLoading}
            aria-label={t`Review phase`}
            // The three phases wrap onto a second line on a phone with wider text spacing (they ran 37 px past it).
            sx={{ flexWrap: 'wrap' }}
            onChange={(_e, phase: ReviewPhase | null) => phase && phase !== data.phase && void change({ phase }, changedTo(phase))}
          >
            {PHASES.map((p, i) => (
              <ToggleButton key={p.value} value={p.value}>
                {i + 1}. {i18n._(p.label)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {data.phase === 'submission' ? (
              <Trans>The call for proposals is open.</Trans>
            ) : (
              <Trans>The call for proposals is closed while reviewing and deciding.</Trans>
            )}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={<Switch checked={data.anonymised} onChange={(e) => void change({ anonymised: e.target.checked }, t`Anonymised review updated.`)} />}
              label={t`Anonymised review`}
            />
            <FormControlLabel
              control={<Switch checked={data.open_review} onChange={(e) => void change({ open_review: e.target.checked }, t`Open review updated.`)} />}
              label={t`Open review`}
            />
            <TextField
              select
              size="small"
              label={t`Reviewers per proposal`}
              value={data.reviewers_per_proposal}
              onChange={(e) => void change({ reviewers_per_proposal: Number(e.target.value) }, t`Reviewers per proposal updated.`)}
              sx={{ minWidth: 200 }}
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <MenuItem key={n} value={n}>
                  {n}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Stack>
      )}
    </CommitteeSection>
  );
}
