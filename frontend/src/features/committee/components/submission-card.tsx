import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatTime } from '@/lib/format';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Proposal, ProposalStatus, ReviewDecision } from '@/lib/admin/cfp-admin-api';
import { presentationTypeLabel } from '@/lib/presentation-type';
import { ProposalStatusBadge } from './proposal-status-badge';

const ACCEPTED: ProposalStatus[] = ['accepted', 'approved_unscheduled', 'approved_scheduled', 'scheduled'];

interface Props {
  proposal: Proposal;
  onReview: (proposal: Proposal, decision: ReviewDecision) => void;
  onSchedule: (proposal: Proposal) => void;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** One submission with every field the organisers decide on, and the actions its status allows. */
export function SubmissionCard({ proposal: p, onReview, onSchedule }: Props) {
  const accepted = ACCEPTED.includes(p.status);
  const needsSlot = (p.status === 'accepted' || p.status === 'approved_unscheduled') && !p.scheduled_time;
  const byline = [p.speaker_name, p.speaker_position, p.organization].filter(Boolean).join(' · ');
  const { t } = useLingui();
  const type = presentationTypeLabel(p.presentation_type);
  const submitted = formatDate(p.created_at);
  const date = formatDate(p.scheduled_time);
  const time = formatTime(p.scheduled_time);
  const room = p.scheduled_room || t`TBA`;
  return (
    <Card component="article" variant="outlined" data-testid="submission" aria-labelledby={`submission-${p.id}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
            <Typography id={`submission-${p.id}`} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {p.title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
              <ProposalStatusBadge status={p.status} />
              {needsSlot && <Chip size="small" label={t`Action Required`} sx={{ bgcolor: '#fdecea', color: '#8a1c1c', fontWeight: 700 }} />}
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {byline}
          </Typography>
          <Typography variant="body2">
            <Link href={`mailto:${p.email}`}>{p.email}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>
              {type} · Submitted {submitted}
            </Trans>
          </Typography>
          <Field label={t`Abstract`}>{p.abstract}</Field>
          <Field label={t`Speaker bio`}>{p.speaker_bio || '—'}</Field>
          {p.review_notes && <Field label={t`Review notes`}>{p.review_notes}</Field>}
          {p.scheduled_time && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              <Trans>
                Scheduled: {date} at {time} · Room: {room}
              </Trans>
            </Typography>
          )}
          {accepted && (
            <Typography variant="body2" color={p.confirmed_at ? 'success.dark' : 'text.secondary'}>
              {p.confirmed_at ? <Trans>Confirmed by speaker</Trans> : <Trans>Not confirmed yet</Trans>}
            </Typography>
          )}
        </Stack>
      </CardContent>
      {(p.status === 'pending' || needsSlot) && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {p.status === 'pending' && (
            <>
              <Button variant="contained" onClick={() => onReview(p, 'accepted')}>
                <Trans>Accept Proposal</Trans>
              </Button>
              <Button variant="outlined" color="error" onClick={() => onReview(p, 'rejected')}>
                <Trans>Reject Proposal</Trans>
              </Button>
            </>
          )}
          {needsSlot && (
            <Button variant="contained" onClick={() => onSchedule(p)}>
              <Trans>Schedule Session</Trans>
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
