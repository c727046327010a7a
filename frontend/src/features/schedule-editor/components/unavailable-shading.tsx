import { useMemo, useState } from 'react';
import { useDndMonitor } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { useGetSpeakerAvailabilityQuery } from '../api/availability-admin-api';
import { clockLabel } from '../model/calendar-time';
import { minutesToPx, type Placement } from '../model/calendar-layout';
import type { DragData } from './calendar-session-block';
import { availabilityById, unavailableBands, UNAVAILABLE_COLOUR } from '../model/unavailable-times';
import { Trans, useLingui } from '@lingui/react/macro';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS gradient, no text
const hatch = `repeating-linear-gradient(135deg, rgba(55,71,79,0.30) 0 6px, rgba(55,71,79,0.10) 6px 12px)`;

interface Props {
  day: string;
  placementOf: (id: number) => Placement | undefined;
}

/**
 * While a session is dragged (moved or resized), the times of the day shown when any of its speakers cannot speak,
 * hatched across every room. Like the drop preview, it listens to the drag itself, so the blocks do not re-render.
 */
export function UnavailableShading({ day, placementOf }: Props) {
  const { data } = useGetSpeakerAvailabilityQuery();
  const byId = useMemo(() => availabilityById(data), [data]);
  const [sessionId, setSessionId] = useState<number | null>(null);
  const { t } = useLingui();
  useDndMonitor({
    onDragStart: ({ active }) => setSessionId((active.data.current as DragData | undefined)?.sessionId ?? null),
    onDragEnd: () => setSessionId(null),
    onDragCancel: () => setSessionId(null),
  });
  const session = sessionId === null ? undefined : placementOf(sessionId)?.session;
  const bands = useMemo(() => (session ? unavailableBands(session, byId, day) : []), [session, byId, day]);
  if (bands.length === 0) return null;
  const speakerIds = [...new Set(bands.map((band) => band.speakerId))];

  return bands.map((band) => {
    const top = minutesToPx(band.start);
    const lane = speakerIds.indexOf(band.speakerId);
    const when = `${clockLabel(band.start)} - ${clockLabel(band.end)}`;
    const name = band.name;
    return (
      <Box
        key={`${band.speakerId}-${band.start}`}
        role="img"
        aria-label={t`Unavailable: ${name}, ${when}`}
        data-testid="unavailable"
        data-speaker-id={band.speakerId}
        sx={{
          position: 'absolute',
          top,
          height: minutesToPx(band.end) - top,
          left: 0,
          right: 0,
          backgroundImage: hatch,
          borderTop: `1px dashed ${UNAVAILABLE_COLOUR}`,
          borderBottom: `1px dashed ${UNAVAILABLE_COLOUR}`,
          boxSizing: 'border-box',
          pointerEvents: 'none',
          overflow: 'hidden',
        }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            left: `calc(${(lane * 100) / speakerIds.length}% + 4px)`,
            px: 0.5,
            fontSize: 11,
            fontWeight: 700,
            color: '#fff',
            bgcolor: UNAVAILABLE_COLOUR,
            borderRadius: '2px',
            whiteSpace: 'nowrap',
          }}
        >
          <Trans>{name} unavailable</Trans>
        </Box>
      </Box>
    );
  });
}
