import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RankedProposal } from '../api/committee-admin-api';
import { ProposalStatusBadge } from './proposal-status-badge';

const score = (value: number | null) => (value === null ? '–' : value.toFixed(1));

interface Props {
  rows: RankedProposal[];
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
}

/** The proposals in rank order (the server's): score, spread, reviews and reviews far from the others. */
export function RankingTable({ rows, selected, onToggle, onToggleAll }: Props) {
  const all = rows.length > 0 && rows.every((r) => selected.has(r.proposal.id));
  const some = rows.some((r) => selected.has(r.proposal.id));
  return (
    <TableContainer>
      <Table size="small" aria-label="Ranking">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={(e) => onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select all proposals' } }}
              />
            </TableCell>
            <TableCell>Rank</TableCell>
            <TableCell>Proposal</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Score</TableCell>
            <TableCell align="right">Spread</TableCell>
            <TableCell align="right">Reviews</TableCell>
            <TableCell>Outliers</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const outliers = r.reviews.filter((review) => r.outliers.includes(review.id));
            return (
              <TableRow key={r.proposal.id} selected={selected.has(r.proposal.id)} data-testid="ranking-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(r.proposal.id)}
                    onChange={() => onToggle(r.proposal.id)}
                    slotProps={{ input: { 'aria-label': `Select ${r.proposal.title}` } }}
                  />
                </TableCell>
                <TableCell>{r.rank ?? '–'}</TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {r.proposal.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {r.proposal.speaker_name}, {r.proposal.organization} · {r.proposal.presentation_type.replace(/_/g, ' ')}
                  </Typography>
                </TableCell>
                <TableCell>
                  <ProposalStatusBadge status={r.proposal.status} />
                </TableCell>
                <TableCell align="right" data-testid="ranking-score">
                  {score(r.score)}
                </TableCell>
                <TableCell align="right">{score(r.spread)}</TableCell>
                <TableCell align="right">
                  {r.reviews.length} of {Math.max(r.reviewers_assigned, r.reviews.length)}
                </TableCell>
                <TableCell>
                  {outliers.length > 0 && (
                    <Tooltip title={outliers.map((o) => `${o.reviewer_name}: ${score(o.score)}`).join(', ')}>
                      <Chip
                        size="small"
                        label={`${outliers.length} outlier${outliers.length === 1 ? '' : 's'}`}
                        sx={{ bgcolor: '#fff4e5', color: '#663c00' }}
                      />
                    </Tooltip>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
