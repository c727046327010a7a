import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGetPublicSessionsQuery } from '@/lib/public/public-api';
import { formatTime, formatWeekday } from '@/lib/format';
import type { ProposalStatus } from '@/lib/admin/cfp-admin-api';
import type { MailingAudience, MailingGroup } from '../api/mailings-admin-api';
import { proposalStatusLabel } from '@/lib/proposal-status';
import { FILTER_STATUSES, PROPOSAL_TYPES } from './proposal-kinds';
import { useLingui } from '@lingui/react/macro';

interface Props {
  audience: MailingAudience;
  onChange: (audience: MailingAudience) => void;
}

/**
 * Whom a mailing is for: the speakers of proposals (by status and type), those not confirmed yet, chosen sessions',
 * or the people signed up for chosen sessions (with a seat, waiting, or both; issue 46).
 */
export function MailingAudienceFields({ audience, onChange }: Props) {
  const { t, i18n } = useLingui();
  const groups: { value: MailingGroup; label: string }[] = [
    { value: 'unconfirmed', label: t`Accepted speakers who have not confirmed` },
    { value: 'proposals', label: t`Speakers of proposals, by status and type` },
    { value: 'sessions', label: t`Speakers of chosen sessions` },
    { value: 'signups', label: t`People signed up for chosen sessions` },
  ];
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t`Write to`}
        value={audience.group}
        onChange={(e) => onChange({ group: e.target.value as MailingGroup })}
        fullWidth
        slotProps={{ select: { inputProps: { 'data-testid': 'mailing-group' } } }}
      >
        {groups.map((g) => (
          <MenuItem key={g.value} value={g.value}>
            {g.label}
          </MenuItem>
        ))}
      </TextField>
      {audience.group === 'proposals' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t`Status (all when none)`}
            value={audience.statuses ?? []}
            onChange={(e) => onChange({ ...audience, statuses: e.target.value as unknown as ProposalStatus[] })}
            fullWidth
            slotProps={{ select: { multiple: true, renderValue: (v) => (v as ProposalStatus[]).map(proposalStatusLabel).join(', ') } }}
          >
            {FILTER_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {proposalStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t`Type (all when none)`}
            value={audience.types ?? []}
            onChange={(e) => onChange({ ...audience, types: e.target.value as unknown as string[] })}
            fullWidth
            slotProps={{
              select: {
                multiple: true,
                renderValue: (v) => (v as string[]).map((type) => i18n._(PROPOSAL_TYPES.find((o) => o.value === type)?.label ?? { id: type })).join(', '),
              },
            }}
          >
            {PROPOSAL_TYPES.map((type) => (
              <MenuItem key={type.value} value={type.value}>
                {i18n._(type.label)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      )}
      {audience.group === 'sessions' && <SessionChoice chosen={audience.session_ids ?? []} onChange={(ids) => onChange({ ...audience, session_ids: ids })} />}
      {audience.group === 'signups' && (
        <>
          <SessionChoice signupOnly chosen={audience.session_ids ?? []} onChange={(ids) => onChange({ ...audience, session_ids: ids })} />
          <TextField
            select
            label={t`Who of them`}
            value={signupChoice(audience.signup_statuses)}
            onChange={(e) => onChange({ ...audience, signup_statuses: SIGNUP_CHOICES[e.target.value as SignupChoice] })}
            fullWidth
          >
            <MenuItem value="both">{t`With a seat and waiting`}</MenuItem>
            <MenuItem value="confirmed">{t`With a seat`}</MenuItem>
            <MenuItem value="waitlisted">{t`Waiting`}</MenuItem>
          </TextField>
        </>
      )}
    </Stack>
  );
}

type SignupStatuses = NonNullable<MailingAudience['signup_statuses']>;
const SIGNUP_CHOICES = { both: undefined, confirmed: ['confirmed'], waitlisted: ['waitlisted'] } satisfies Record<string, SignupStatuses | undefined>;
type SignupChoice = keyof typeof SIGNUP_CHOICES;
const signupChoice = (statuses: SignupStatuses | undefined): SignupChoice => (statuses?.length === 1 ? statuses[0] : 'both');

/** The programme's sessions to choose from (only those that need sign-up, for their signed-up people). */
function SessionChoice({ chosen, signupOnly = false, onChange }: { chosen: number[]; signupOnly?: boolean; onChange: (ids: number[]) => void }) {
  const { data: all = [], isLoading } = useGetPublicSessionsQuery();
  const sessions = signupOnly ? all.filter((s) => s.signup_required) : all;
  const { t } = useLingui();
  const label = (s: (typeof sessions)[number]) => `${s.title} (${formatWeekday(s.startTime)} ${formatTime(s.startTime)}, ${s.room})`;
  return (
    <Autocomplete
      multiple
      loading={isLoading}
      options={sessions}
      value={sessions.filter((s) => chosen.includes(s.id))}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, value) => onChange(value.map((s) => s.id))}
      renderInput={(params) => <TextField {...params} label={t`Sessions`} />}
    />
  );
}
