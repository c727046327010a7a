import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ScheduleView } from '../lib/schedule-filters';
import { useLingui } from '@lingui/react/macro';

interface Props {
  filtersId: string;
  filtersOpen: boolean;
  activeFilters: number;
  onToggleFilters: () => void;
  onPrefetchFilters: () => void;
  /** Offered on wide screens only; phones always show the list. */
  view: ScheduleView | null;
  onView: (view: ScheduleView) => void;
}

/** The Filters button (search, room, track, type) and, on wide screens, the choice between timetable and list. */
export function ScheduleToolbar({ filtersId, filtersOpen, activeFilters, onToggleFilters, onPrefetchFilters, view, onView }: Props) {
  const { t } = useLingui();
  const count = activeFilters;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Button
        size="small"
        variant={filtersOpen ? 'contained' : 'outlined'}
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? filtersId : undefined}
        onClick={onToggleFilters}
        onPointerEnter={onPrefetchFilters}
        onFocus={onPrefetchFilters}
      >
        {count > 0 ? t`Filters (${count})` : t`Search and filters`}
      </Button>
      {view && (
        <Box role="group" aria-label={t`View`} sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {(['grid', 'list'] as const).map((option) => (
            <Button
              key={option}
              size="small"
              variant={view === option ? 'contained' : 'outlined'}
              aria-pressed={view === option}
              onClick={() => onView(option)}
            >
              {option === 'grid' ? t`Timetable` : t`List`}
            </Button>
          ))}
        </Box>
      )}
    </Box>
  );
}
