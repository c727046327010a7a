import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import { ScrollRegion } from '@/components/admin/scroll-region';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RankedProposal } from '../api/committee-admin-api';
import { ProposalStatusBadge } from './proposal-status-badge';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <ScrollRegion label={t`Ranking`}>
      <Table size="small" aria-label={t`Ranking`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={all}
                indeterminate={some && !all}
                onChange={(e) => onToggleAll(e.target.checked)}
                slotProps={{ input: { 'aria-label': t`Select all proposals` } }}
              />
            </TableCell>
            <TableCell>
              <Trans>Rank</Trans>
            </TableCell>
            <TableCell>
              <Trans>Proposal</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Score</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Spread</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Reviews</Trans>
            </TableCell>
            <TableCell>
              <Trans>Outliers</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const outliers = r.reviews.filter((review) => r.outliers.includes(review.id));
            const title = r.proposal.title;
            const outlierCount = outliers.length;
            const done = r.reviews.length;
            const wanted = Math.max(r.reviewers_assigned, r.reviews.length);
            return (
              <TableRow key={r.proposal.id} selected={selected.has(r.proposal.id)} data-testid="ranking-row">
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(r.proposal.id)}
                    onChange={() => onToggle(r.proposal.id)}
                    slotProps={{ input: { 'aria-label': t`Select ${title}` } }}
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
                  <Trans>
                    {done} of {wanted}
                  </Trans>
                </TableCell>
                <TableCell>
                  {outliers.length > 0 && (
                    <Tooltip title={outliers.map((o) => `${o.reviewer_name}: ${score(o.score)}`).join(', ')}>
                      <Chip
                        size="small"
                        label={t`${plural(outlierCount, { one: '# outlier', other: '# outliers' })}`}
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
    </ScrollRegion>
  );
}
