import { memo } from 'react';
import { useDroppable } from '@dnd-kit/core';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Tab, { type TabProps } from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { shortDayLabel } from '../model/calendar-time';
import { daySummaryLabel, type DaySummary } from '../model/calendar-layout';
import { UNAVAILABLE_COLOUR } from '../model/unavailable-times';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

/**
 * A day of the week: pick it, or drop a dragged session on it to move the session to that day. It counts the day's
 * sessions, clashes and sessions outside a speaker's availability (the legend's icon); its name spells them out.
 */
function DayTab({ summary, ...tabProps }: TabProps & { summary: DaySummary }) {
  const { setNodeRef, isOver } = useDroppable({ id: `day:${summary.day}` });
  return <DayTabView {...tabProps} summary={summary} isOver={isOver} nodeRef={setNodeRef} />;
}

type ViewProps = TabProps & { summary: DaySummary; isOver: boolean; nodeRef: (element: HTMLElement | null) => void };

/** The tab itself: its drop hook renders again whenever any drag starts, moves over something or ends; this does not. */
const DayTabView = memo(function DayTabView({ summary, isOver, nodeRef, ...tabProps }: ViewProps) {
  const { count: sessions, clashes: clashCount, unavailable } = summary;
  const count = plural(sessions, { one: '# session', other: '# sessions' });
  const clashes = plural(clashCount, { one: '# clash', other: '# clashes' });
  return (
    <Tab
      {...tabProps}
      ref={nodeRef}
      id={`calendar-day-${summary.day}`}
      aria-controls="calendar-day-panel"
      data-testid="day-tab"
      aria-label={daySummaryLabel(summary, shortDayLabel(summary.day))}
      label={
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {shortDayLabel(summary.day)}
          </Box>
          <Box component="span" sx={{ fontSize: 12, textTransform: 'none' }}>
            {count}
            {summary.clashes > 0 && ` · ${clashes}`}
          </Box>
          {summary.unavailable > 0 && (
            <Box
              component="span"
              data-testid="day-unavailable"
              sx={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 0.25, fontSize: 12, textTransform: 'none' }}
            >
              <EventBusyIcon aria-hidden sx={{ fontSize: 14, color: UNAVAILABLE_COLOUR }} />
              <Trans>{unavailable} unavailable</Trans>
            </Box>
          )}
        </Box>
      }
      sx={{ minWidth: 96, bgcolor: isOver ? 'rgba(25,118,210,0.12)' : undefined, outline: isOver ? '2px dashed #1565c0' : undefined }}
    />
  );
});

interface Props {
  days: readonly DaySummary[];
  day: string;
  onDay: (day: string) => void;
}

const sameSummary = (a: DaySummary, b: DaySummary) => a.day === b.day && a.count === b.count && a.clashes === b.clashes && a.unavailable === b.unavailable;

/**
 * The seven days of the week shown; the calendar shows the selected one with a column per room. Each change of the
 * list makes new summaries: the tabs (which measure themselves) render again only when a count changed.
 */
export const DayTabs = memo(
  function DayTabs({ days, day, onDay }: Props) {
    const { t } = useLingui();
    return (
      <Tabs
        value={days.some((d) => d.day === day) ? day : false}
        onChange={(_event, value: string) => onDay(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t`Days of the week`}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {days.map((summary) => (
          <DayTab key={summary.day} value={summary.day} summary={summary} />
        ))}
      </Tabs>
    );
  },
  (a, b) => a.day === b.day && a.onDay === b.onDay && a.days.length === b.days.length && a.days.every((d, i) => sameSummary(d, b.days[i])),
);
