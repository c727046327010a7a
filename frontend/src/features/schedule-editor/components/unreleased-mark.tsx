// Release mode: which blocks the draft changed since the latest release. A quiet mark (a dashed edge and a small dot
// beside the title) in the release chip's brown, so it reads as 'draft' without competing with the red clash flags.
// The server names the kinds (AdminSession.unreleased, the draft changelog's words); this only shows them.
import Chip from '@mui/material/Chip';
import type { AdminSession } from '../api/schedule-admin-api';
import { RELEASE_MODE_INK } from './session-style';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';

export const UNRELEASED_COLOUR = RELEASE_MODE_INK;

/** The block's dashed edge (top, right and bottom: the left edge keeps the type's colour). */
export const UNRELEASED_EDGE = `2px dashed ${UNRELEASED_COLOUR}`;

export const hasUnreleased = (session: Pick<AdminSession, 'unreleased'>) => session.unreleased.length > 0;

/** 'moved, room'; empty when nothing is unreleased. */
export const unreleasedKinds = (session: Pick<AdminSession, 'unreleased'>) => session.unreleased.join(', ');

/** For the tooltip and screen readers: 'Unreleased: moved, room'. */
export const unreleasedLabel = (session: Pick<AdminSession, 'unreleased'>) => {
  if (!hasUnreleased(session)) return '';
  const kinds = unreleasedKinds(session);
  return t`Unreleased: ${kinds}`;
};

const dot = { width: 8, height: 8, borderRadius: '50%', background: UNRELEASED_COLOUR, flexShrink: 0 } as const;

/** The block's dot: hidden from screen readers, which read the label with the block's other details. */
export function UnreleasedDot({ session }: { session: Pick<AdminSession, 'unreleased'> }) {
  if (!hasUnreleased(session)) return null;
  return <span aria-hidden data-testid="unreleased-mark" title={unreleasedLabel(session)} style={{ ...dot, marginTop: 4 }} />;
}

/**
 * The list view's mark: a small chip 'Unreleased: moved, room' beside the status, its dashed outline echoing the
 * block's dashed edge. Its text is the label itself, so screen readers need nothing more.
 */
export function UnreleasedChip({ session }: { session: Pick<AdminSession, 'unreleased'> }) {
  if (!hasUnreleased(session)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      data-testid="unreleased-chip"
      label={unreleasedLabel(session)}
      sx={{ color: UNRELEASED_COLOUR, borderColor: UNRELEASED_COLOUR, borderStyle: 'dashed' }}
    />
  );
}

/** The legend's entry (inside the calendar legend's list), shown in release mode. */
export function UnreleasedLegendItem() {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: '6px', fontSize: 13 }} data-testid="unreleased-legend">
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          boxSizing: 'border-box',
          width: 22,
          height: 14,
          padding: '0 2px',
          border: UNRELEASED_EDGE,
          borderLeft: '4px solid #9e9e9e',
          borderRadius: 2,
        }}
      >
        <span style={{ ...dot, width: 6, height: 6 }} />
      </span>
      <Trans>Changed since the last release (not yet public)</Trans>
    </li>
  );
}
