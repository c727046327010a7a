import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-errors';
import { useGetSubmissionsQuery } from '@/lib/admin/cfp-admin-api';
import {
  useAssignMutation,
  useAutoAssignMutation,
  useGetAssignmentsQuery,
  useGetReviewersQuery,
  useUnassignMutation,
  type AutoAssignResult,
} from '../api/committee-admin-api';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { CommitteeSection } from './section';

/** Who reviews what: automatic assignment, each proposal's reviewers (removable), and a manual assignment. */
export function AssignmentsSection({ notice }: { notice: ReturnType<typeof useAdminNotice> }) {
  const { data: assignments = [] } = useGetAssignmentsQuery();
  const { data: reviewers = [] } = useGetReviewersQuery();
  const { data: proposals = [] } = useGetSubmissionsQuery();
  const [autoAssign, { isLoading: assigning }] = useAutoAssignMutation();
  const [assign] = useAssignMutation();
  const [unassign] = useUnassignMutation();
  const [result, setResult] = useState<AutoAssignResult | null>(null);
  const [proposalId, setProposalId] = useState('');
  const [reviewerId, setReviewerId] = useState('');
  const [manualError, setManualError] = useState<string | null>(null);

  const titleOf = (id: number) => proposals.find((p) => p.id === id)?.title ?? `Proposal #${id}`;
  const nameOf = (id: number) => reviewers.find((r) => r.id === id)?.full_name ?? `Reviewer #${id}`;
  const pending = proposals.filter((p) => p.status === 'pending');
  const byProposal = new Map<number, typeof assignments>();
  for (const a of assignments) byProposal.set(a.proposal_id, [...(byProposal.get(a.proposal_id) ?? []), a]);

  async function runAuto() {
    try {
      setResult(await autoAssign().unwrap());
    } catch (error) {
      notice.fail('Failed to assign automatically', error);
    }
  }

  async function runManual() {
    setManualError(null);
    try {
      await assign({ proposal_id: Number(proposalId), reviewer_id: Number(reviewerId) }).unwrap();
      notice.succeed(`${nameOf(Number(reviewerId))} assigned to '${titleOf(Number(proposalId))}'.`);
      setReviewerId('');
    } catch (error) {
      setManualError(errorMessage(error, 'Failed to assign reviewer.'));
    }
  }

  async function remove(proposal_id: number, reviewer_id: number) {
    try {
      await unassign({ proposal_id, reviewer_id }).unwrap();
      notice.succeed(`${nameOf(reviewer_id)} unassigned from '${titleOf(proposal_id)}'.`);
    } catch (error) {
      notice.fail('Failed to remove assignment', error);
    }
  }

  return (
    <CommitteeSection
      id="committee-assignments"
      title="Assignments"
      action={
        <Button variant="contained" onClick={() => void runAuto()} disabled={assigning}>
          Assign automatically
        </Button>
      }
    >
      {result && (
        <Alert severity={result.unfilled.length ? 'warning' : 'success'} onClose={() => setResult(null)} sx={{ mb: 2 }} role="status">
          {result.created.length} {result.created.length === 1 ? 'assignment' : 'assignments'} created.
          {result.unfilled.length > 0 && (
            <>
              {' '}
              Still missing reviewers:
              <ul>
                {result.unfilled.map((u) => (
                  <li key={u.proposal_id}>
                    {titleOf(u.proposal_id)}: {u.missing} missing
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      {!byProposal.size ? (
        <Typography color="text.secondary">No assignments yet.</Typography>
      ) : (
        <List dense aria-label="Assignments by proposal">
          {[...byProposal].map(([id, list]) => (
            <ListItem key={id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="assignment">
              <Typography sx={{ minWidth: 240, fontWeight: 500 }}>{titleOf(id)}</Typography>
              {list.map((a) => (
                <Chip
                  key={a.reviewer_id}
                  size="small"
                  label={`${nameOf(a.reviewer_id)}${a.reviewed ? ' ✓' : ''}`}
                  onDelete={() => void remove(id, a.reviewer_id)}
                  aria-label={`${nameOf(a.reviewer_id)} on ${titleOf(id)}`}
                />
              ))}
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
        Assign manually
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <TextField select size="small" label="Proposal" value={proposalId} onChange={(e) => setProposalId(e.target.value)} sx={{ minWidth: 260 }}>
          {pending.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Reviewer" value={reviewerId} onChange={(e) => setReviewerId(e.target.value)} sx={{ minWidth: 220 }}>
          {reviewers
            .filter((r) => r.is_reviewer)
            .map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.full_name}
              </MenuItem>
            ))}
        </TextField>
        <Button variant="outlined" disabled={!proposalId || !reviewerId} onClick={() => void runManual()}>
          Assign
        </Button>
      </Stack>
      {manualError && (
        <Alert severity="error" onClose={() => setManualError(null)} sx={{ mt: 1 }}>
          {manualError}
        </Alert>
      )}
    </CommitteeSection>
  );
}
