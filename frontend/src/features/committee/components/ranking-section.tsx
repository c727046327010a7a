import { useState } from 'react';
import { useSelector } from 'react-redux';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { selectToken } from '@/lib/session';
import { rankingQuery, useGetRankingQuery, type RankingFilters } from '../api/committee-admin-api';
import type { useAdminNotice } from '@/components/admin/admin-notice';
import { proposalStatusLabel } from '@/lib/proposal-status';
import { FILTER_STATUSES as STATUSES, PROPOSAL_TYPES as TYPES } from './proposal-kinds';
import { DecisionPanel } from './decision-panel';
import { RankingTable } from './ranking-table';
import { CommitteeSection } from './section';
import { downloadWithToken } from '@/lib/download';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

type Notice = ReturnType<typeof useAdminNotice>;

const PROGRESS: { value: string; label: MessageDescriptor }[] = [
  { value: 'unreviewed', label: msg`Unreviewed` },
  { value: 'in_progress', label: msg`In progress` },
  { value: 'complete', label: msg`Complete` },
];

function Filter({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      <MenuItem value="">
        <Trans>All</Trans>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The ranking with its filters and CSV export; the selected rows go to the bulk decision below. */
export function RankingSection({ notice }: { notice: Notice }) {
  const [filters, setFilters] = useState<RankingFilters>({});
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const { data: rows = [], isLoading } = useGetRankingQuery(filters);
  const token = useSelector(selectToken);
  const chosen = rows.filter((r) => selected.has(r.proposal.id));
  const count = chosen.length;
  const { t, i18n } = useLingui();
  const translated = (options: { value: string; label: MessageDescriptor }[]) => options.map((o) => ({ value: o.value, label: i18n._(o.label) }));

  const set = (key: keyof RankingFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  function toggle(id: number) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function exportCsv() {
    try {
      await downloadWithToken(`/api/admin/review/ranking.csv${rankingQuery(filters)}`, token, 'ranking.csv');
    } catch (error) {
      notice.fail(t`Failed to export the ranking`, error);
    }
  }

  return (
    <>
      <CommitteeSection
        id="committee-ranking"
        title={t`Ranking`}
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()}>
            <Trans>Export CSV</Trans>
          </Button>
        }
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Filter label={t`Type`} value={filters.type ?? ''} onChange={set('type')} options={translated(TYPES)} />
          <Filter
            label={t`Status`}
            value={filters.status ?? ''}
            onChange={set('status')}
            options={STATUSES.map((s) => ({ value: s, label: proposalStatusLabel(s) }))}
          />
          <Filter label={t`Review progress`} value={filters.progress ?? ''} onChange={set('progress')} options={translated(PROGRESS)} />
        </Stack>
        {isLoading ? (
          <Typography color="text.secondary">
            <Trans>Loading ranking…</Trans>
          </Typography>
        ) : !rows.length ? (
          <Typography color="text.secondary">
            <Trans>No proposals match.</Trans>
          </Typography>
        ) : (
          <RankingTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(new Set(all ? rows.map((r) => r.proposal.id) : []))}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          <Trans>{count} selected</Trans>
        </Typography>
      </CommitteeSection>
      <DecisionPanel selected={chosen} notice={notice} onSent={() => setSelected(new Set())} />
    </>
  );
}
