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
import { statusLabel } from './proposal-status-badge';
import { DecisionPanel } from './decision-panel';
import { RankingTable } from './ranking-table';
import { CommitteeSection } from './section';
import { downloadWithToken } from '@/lib/download';

type Notice = ReturnType<typeof useAdminNotice>;

const TYPES = [
  { value: 'technology_application', label: 'Technology Application' },
  { value: 'technology_spotlight', label: 'Technology Spotlight' },
  { value: 'research_output', label: 'Research Output' },
];
const STATUSES = ['pending', 'accepted', 'rejected', 'approved_scheduled', 'approved_unscheduled', 'withdrawn'] as const;
const PROGRESS = [
  { value: 'unreviewed', label: 'Unreviewed' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'complete', label: 'Complete' },
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
      <MenuItem value="">All</MenuItem>
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
      notice.fail('Failed to export the ranking', error);
    }
  }

  return (
    <>
      <CommitteeSection
        id="committee-ranking"
        title="Ranking"
        action={
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Filter label="Type" value={filters.type ?? ''} onChange={set('type')} options={TYPES} />
          <Filter label="Status" value={filters.status ?? ''} onChange={set('status')} options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))} />
          <Filter label="Review progress" value={filters.progress ?? ''} onChange={set('progress')} options={PROGRESS} />
        </Stack>
        {isLoading ? (
          <Typography color="text.secondary">Loading ranking…</Typography>
        ) : !rows.length ? (
          <Typography color="text.secondary">No proposals match.</Typography>
        ) : (
          <RankingTable
            rows={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(all) => setSelected(new Set(all ? rows.map((r) => r.proposal.id) : []))}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {chosen.length} selected
        </Typography>
      </CommitteeSection>
      <DecisionPanel selected={chosen} notice={notice} onSent={() => setSelected(new Set())} />
    </>
  );
}
