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
import { capitalize, formatDate, formatTime } from '@/lib/format';
import type { Proposal, ProposalStatus, ReviewDecision } from '@/lib/admin/cfp-admin-api';
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
              {needsSlot && <Chip size="small" label="Action Required" sx={{ bgcolor: '#fdecea', color: '#8a1c1c', fontWeight: 700 }} />}
            </Stack>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {byline}
          </Typography>
          <Typography variant="body2">
            <Link href={`mailto:${p.email}`}>{p.email}</Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {capitalize(p.presentation_type.replace(/_/g, ' '))} · Submitted {formatDate(p.created_at)}
          </Typography>
          <Field label="Abstract">{p.abstract}</Field>
          <Field label="Speaker bio">{p.speaker_bio || '—'}</Field>
          {p.review_notes && <Field label="Review notes">{p.review_notes}</Field>}
          {p.scheduled_time && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Scheduled: {formatDate(p.scheduled_time)} at {formatTime(p.scheduled_time)} · Room: {p.scheduled_room || 'TBA'}
            </Typography>
          )}
          {accepted && (
            <Typography variant="body2" color={p.confirmed_at ? 'success.dark' : 'text.secondary'}>
              {p.confirmed_at ? 'Confirmed by speaker' : 'Not confirmed yet'}
            </Typography>
          )}
        </Stack>
      </CardContent>
      {(p.status === 'pending' || needsSlot) && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {p.status === 'pending' && (
            <>
              <Button variant="contained" onClick={() => onReview(p, 'accepted')}>
                Accept Proposal
              </Button>
              <Button variant="outlined" color="error" onClick={() => onReview(p, 'rejected')}>
                Reject Proposal
              </Button>
            </>
          )}
          {needsSlot && (
            <Button variant="contained" onClick={() => onSchedule(p)}>
              Schedule Session
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
