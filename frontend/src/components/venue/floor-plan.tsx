import { useEffect, useRef, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** A room placed on a floor's plan: where, in fractions (0..1) of the plan's width and height. */
export interface PlacedRoom {
  key: string;
  name: string;
  x: number;
  y: number;
}

interface Props {
  image: string;
  width: number;
  height: number;
  /** What the plan shows, for a screen reader (the rooms are listed beside it too). */
  label: string;
  rooms: PlacedRoom[];
  /** The room shown larger, in the highlight colour; focused once shown (a session's "on the map" link). */
  highlighted?: string | null;
  /** A click or tap on the plan: where, in fractions (organisers place a room there). */
  onPick?: (x: number, y: number) => void;
}

/** The address of a room's marker on the venue page: `/venue?room=<key>`. */
export const markerId = (key: string) => `room-${key.replace(/[^a-z0-9]+/gi, '-')}`;

/**
 * A floor's plan with a marker per room. Markers sit at fractions of the plan, so they stay put at any width. The
 * plan is only a picture: every room on it is also named in text by the page that shows it.
 */
export function FloorPlan({ image, width, height, label, rooms, highlighted, onPick }: Props) {
  const focused = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!highlighted || !focused.current) return;
    focused.current.focus({ preventScroll: true });
    focused.current.scrollIntoView?.({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [highlighted]);

  function pick(event: MouseEvent<HTMLElement>) {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = (value: number) => Math.min(1, Math.max(0, Math.round(value * 1000) / 1000));
    onPick(fraction((event.clientX - box.left) / box.width), fraction((event.clientY - box.top) / box.height));
  }

  return (
    <Box
      sx={{ position: 'relative', width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`, cursor: onPick ? 'crosshair' : 'default' }}
      onClick={pick}
      data-testid="floor-plan"
    >
      <Box component="img" src={image} alt={label} width={width} height={height} sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: 1 }} />
      {rooms.map((room) => {
        const on = room.key === highlighted;
        return (
          <Box
            key={room.key}
            component="span"
            id={markerId(room.key)}
            ref={on ? focused : undefined}
            tabIndex={on ? -1 : undefined}
            role="img"
            aria-label={room.name}
            aria-current={on ? 'location' : undefined}
            data-testid="room-marker"
            data-room={room.key}
            data-highlighted={on ? 'true' : undefined}
            title={room.name}
            // Inline: one place per marker, not a generated class for each.
            style={{ left: `${room.x * 100}%`, top: `${room.y * 100}%` }}
            sx={{
              position: 'absolute',
              transform: 'translate(-50%, -50%)',
              px: 1,
              py: 0.25,
              borderRadius: 2,
              fontSize: on ? '1rem' : '0.8rem',
              fontWeight: 700,
              whiteSpace: 'nowrap',
              bgcolor: on ? 'secondary.main' : 'primary.main',
              color: on ? 'secondary.contrastText' : 'primary.contrastText',
              boxShadow: on ? 6 : 2,
              outline: on ? '3px solid' : 'none',
              outlineColor: 'secondary.dark',
              zIndex: on ? 2 : 1,
              pointerEvents: 'none',
            }}
          >
            {room.name}
          </Box>
        );
      })}
    </Box>
  );
}
