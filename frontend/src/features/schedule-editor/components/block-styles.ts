/* eslint-disable lingui/no-unlocalized-strings -- CSS values and selectors only, no text */
// The styles of every session block, set once on the layer that holds them: a block itself is plain elements with
// class names and an inline position, so a day of a hundred blocks costs no per-block style work.
import { visuallyHidden } from '@/lib/visually-hidden';
import { UNRELEASED_EDGE } from './unreleased-mark';

export const blockLayerSx = {
  '& .cal-block': {
    position: 'absolute',
    boxSizing: 'border-box',
    overflow: 'hidden',
    borderRadius: '4px',
    borderLeft: '4px solid',
    padding: '2px 6px',
    fontSize: 12,
    lineHeight: 1.3,
    cursor: 'grab',
    userSelect: 'none',
    boxShadow: '0 1px 2px rgba(0,0,0,0.18)',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    // Blocks scrolled out of the day's box skip laying out their text (each has a size of its own): about half of a
    // full day's hundred blocks when the calendar opens. They stay in the accessibility tree and find in page.
    contentVisibility: 'auto',
  },
  // A real border, outside the padding box, so the inset clash and availability rings stay whole inside it.
  '& .cal-block--unreleased': { borderTop: UNRELEASED_EDGE, borderRight: UNRELEASED_EDGE, borderBottom: UNRELEASED_EDGE },
  '& .cal-block:focus-visible': { outline: '3px solid #1a1a1a', outlineOffset: '1px', zIndex: 3 },
  '& .cal-block:hover': { zIndex: 2 },
  '& .cal-block--overlay': { position: 'relative', width: '100%', height: '100%', cursor: 'grabbing', boxShadow: '0 6px 16px rgba(0,0,0,0.35)' },
  '& .cal-head': { display: 'flex', alignItems: 'flex-start', gap: '2px' },
  '& .cal-title': {
    flex: 1,
    minWidth: 0,
    fontWeight: 700,
    lineHeight: 1.25,
    overflow: 'hidden',
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: 2,
    overflowWrap: 'anywhere',
  },
  '& .cal-title--short': { WebkitLineClamp: 1 },
  '& .cal-title--cancelled': { textDecoration: 'line-through' },
  '& .cal-line': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .cal-editing': { color: '#a33400', fontWeight: 600 },
  '& .cal-icon': { fontSize: 16, flexShrink: 0 },
  '& .cal-sr': visuallyHidden,
  '& .cal-handle': { position: 'absolute', left: 0, right: 0, bottom: 0, height: 8, cursor: 'ns-resize' },
  '& .cal-handle:hover, & .cal-handle:active': { backgroundColor: 'rgba(0,0,0,0.15)' },
} as const;
