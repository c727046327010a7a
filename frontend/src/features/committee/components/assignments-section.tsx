import { useEffect, useRef, useState } from 'react';
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
import { Plural, Trans, useLingui } from '@lingui/react/macro';

/** Who reviews what: automatic assignment, each proposal's reviewers (removable), and a manual assignment. */
export function AssignmentsSection({ notice }: { notice: ReturnType<typeof useAdminNotice> }) {
  const { data: assignments = [] } = useGetAssignmentsQuery();
  /** The form 'Assign manually', whose selects take the focus that Assign and a chip's Delete drop (WCAG 2.4.3). */
  const manual = useRef<HTMLDivElement>(null);
  /** The assignment being removed and its chip's place, until the chip is gone. */
  const removed = useRef<{ proposal_id: number; reviewer_id: number; index: number } | null>(null);
  useEffect(() => {
    const from = removed.current;
    if (!from || assignments.some((a) => a.proposal_id === from.proposal_id && a.reviewer_id === from.reviewer_id)) return;
    removed.current = null;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    // The chip that took its place, else the last, else the form's first select.
    const chips = [...(manual.current?.closest('section')?.querySelectorAll<HTMLElement>('[data-assignment]') ?? [])];
    (chips[Math.min(from.index, chips.length - 1)] ?? manual.current?.querySelector<HTMLElement>('[role="combobox"]'))?.focus();
  }, [assignments]);
  const { data: reviewers = [] } = useGetReviewersQuery();
  const { data: proposals = [] } = useGetSubmissionsQuery();
  const [autoAssign, { isLoading: assigning }] = useAutoAssignMutation();
  const [assign] = useAssignMutation();
  const [unassign] = useUnassignMutation();
  const [result, setResult] = useState<AutoAssignResult | null>(null);
  const created = result?.created.length ?? 0;
  const [proposalId, setProposalId] = useState('');
  const [reviewerId, setReviewerId] = useState('');
  const [manualError, setManualError] = useState<string | null>(null);
  const { t } = useLingui();

  const titleOf = (id: number) => proposals.find((p) => p.id === id)?.title ?? t`Proposal #${id}`;
  const nameOf = (id: number) => reviewers.find((r) => r.id === id)?.full_name ?? t`Reviewer #${id}`;
  const pending = proposals.filter((p) => p.status === 'pending');
  const byProposal = new Map<number, typeof assignments>();
  for (const a of assignments) byProposal.set(a.proposal_id, [...(byProposal.get(a.proposal_id) ?? []), a]);

  async function runAuto() {
    try {
      setResult(await autoAssign().unwrap());
    } catch (error) {
      notice.fail(t`Failed to assign automatically`, error);
    }
  }

  async function runManual() {
    setManualError(null);
    try {
      await assign({ proposal_id: Number(proposalId), reviewer_id: Number(reviewerId) }).unwrap();
      const name = nameOf(Number(reviewerId));
      const title = titleOf(Number(proposalId));
      notice.succeed(t`${name} assigned to ''${title}''.`);
      // Assign turns disabled with the reviewer emptied: its focus goes to the reviewer select, for the next one.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost || manual.current?.contains(document.activeElement)) manual.current?.querySelectorAll<HTMLElement>('[role="combobox"]')[1]?.focus();
      setReviewerId('');
    } catch (error) {
      setManualError(errorMessage(error, t`Failed to assign reviewer.`));
    }
  }

  async function remove(proposal_id: number, reviewer_id: number) {
    // Noted before the answer: the list may lose the chip (the socket's push) before the request returns.
    const chips = [...(manual.current?.closest('section')?.querySelectorAll('[data-assignment]') ?? [])];
    removed.current = { proposal_id, reviewer_id, index: Math.max(0, chips.indexOf(document.activeElement as Element)) };
    try {
      await unassign({ proposal_id, reviewer_id }).unwrap();
      const name = nameOf(reviewer_id);
      const title = titleOf(proposal_id);
      notice.succeed(t`${name} unassigned from ''${title}''.`);
    } catch (error) {
      removed.current = null;
      notice.fail(t`Failed to remove assignment`, error);
    }
  }

  return (
    <CommitteeSection
      id="committee-assignments"
      title={t`Assignments`}
      action={
        <Button variant="contained" onClick={() => void runAuto()} disabled={assigning}>
          <Trans>Assign automatically</Trans>
        </Button>
      }
    >
      {result && (
        <Alert severity={result.unfilled.length ? 'warning' : 'success'} onClose={() => setResult(null)} sx={{ mb: 2 }} role="status">
          <Plural value={created} one="# assignment created." other="# assignments created." />
          {result.unfilled.length > 0 && (
            <>
              {' '}
              <Trans>Still missing reviewers:</Trans>
              <ul>
                {result.unfilled.map((u) => {
                  const title = titleOf(u.proposal_id);
                  const missing = u.missing;
                  return (
                    <li key={u.proposal_id}>
                      <Trans>
                        {title}: {missing} missing
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </Alert>
      )}
      {!byProposal.size ? (
        <Typography color="text.secondary">
          <Trans>No assignments yet.</Trans>
        </Typography>
      ) : (
        <List dense aria-label={t`Assignments by proposal`}>
          {[...byProposal].map(([id, list]) => (
            <ListItem key={id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="assignment">
              <Typography sx={{ minWidth: { sm: 240 }, fontWeight: 500, overflowWrap: 'anywhere' }}>{titleOf(id)}</Typography>
              {list.map((a) => {
                const name = nameOf(a.reviewer_id);
                const title = titleOf(id);
                return (
                  <Chip
                    key={a.reviewer_id}
                    size="small"
                    label={`${name}${a.reviewed ? ' ✓' : ''}`}
                    onDelete={() => void remove(id, a.reviewer_id)}
                    data-assignment
                    aria-label={t`${name} on ${title}`}
                    // A long name wraps inside the chip instead of ending in an ellipsis (WCAG 1.4.12: it was cut off).
                    sx={{ height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
                  />
                );
              })}
            </ListItem>
          ))}
        </List>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, mb: 1 }}>
        <Trans>Assign manually</Trans>
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} ref={manual}>
        <TextField select size="small" label={t`Proposal`} value={proposalId} onChange={(e) => setProposalId(e.target.value)} sx={{ minWidth: { md: 260 } }}>
          {pending.map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t`Reviewer`} value={reviewerId} onChange={(e) => setReviewerId(e.target.value)} sx={{ minWidth: { md: 220 } }}>
          {reviewers
            .filter((r) => r.is_reviewer)
            .map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.full_name}
              </MenuItem>
            ))}
        </TextField>
        <Button variant="outlined" disabled={!proposalId || !reviewerId} onClick={() => void runManual()}>
          <Trans>Assign</Trans>
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
