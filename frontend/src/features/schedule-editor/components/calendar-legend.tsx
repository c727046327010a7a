import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import { memo, type ReactNode } from 'react';
import { InterestLegendItems } from './interest-legend-items';
import { CANCELLED_STYLE, CLASH_STYLE, LEGEND_TYPES, TYPE_STYLES } from './session-style';
import { UNAVAILABLE_COLOUR } from '../model/unavailable-times';
import { UnreleasedLegendItem } from './unreleased-mark';
import { Trans, useLingui } from '@lingui/react/macro';

function Swatch({ fill, edge, children, strike = false }: { fill: string; edge: string; children: ReactNode; strike?: boolean }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 13 }}>
      <Box
        aria-hidden
        sx={{ width: 18, height: 14, bgcolor: fill, borderLeft: `4px solid ${edge}`, borderRadius: '2px', boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
      />
      <Box component="span" sx={{ textDecoration: strike ? 'line-through' : 'none' }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * What the colours mean: session types (the spec's talk, workshop, networking, break first), cancelled, clash,
 * interest, availability and, in release mode, the unreleased mark.
 */
export const CalendarLegend = memo(function CalendarLegend({ releaseMode }: { releaseMode: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t`Legend`}
      data-testid="calendar-legend"
      sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
    >
      {LEGEND_TYPES.map((type) => (
        <Swatch key={type} fill={TYPE_STYLES[type].fill} edge={TYPE_STYLES[type].edge}>
          {i18n._(TYPE_STYLES[type].label)}
        </Swatch>
      ))}
      <Swatch fill={CANCELLED_STYLE.fill} edge={CANCELLED_STYLE.edge} strike>
        <Trans>Cancelled</Trans>
      </Swatch>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
        <WarningAmberIcon aria-hidden sx={{ fontSize: 18, color: CLASH_STYLE.edge }} />
        <Trans>Clash (room or speaker double-booked)</Trans>
      </Box>
      <InterestLegendItems />
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
        <EventBusyIcon aria-hidden sx={{ fontSize: 18, color: UNAVAILABLE_COLOUR }} />
        <Trans>Outside a speaker's availability (hatched while dragging)</Trans>
      </Box>
      {releaseMode && <UnreleasedLegendItem />}
    </Stack>
  );
});
