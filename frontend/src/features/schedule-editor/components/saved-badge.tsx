// A session block's saved count, and the over-capacity flag (model/room-interest.ts says what they mean).
import type { AdminSession } from '../api/schedule-admin-api';
import { interestText, OVER_CAPACITY_STYLE } from '../model/room-interest';

/** The block's count: hidden from screen readers, which read interestText with the block's other details. */
export function SavedBadge({ session }: { session: Pick<AdminSession, 'saved_count' | 'room' | 'interest'> }) {
  if (session.saved_count === 0 && !session.interest) return null;
  const over = session.interest;
  return (
    <span
      aria-hidden
      data-testid={over ? 'interest-flag' : 'saved-count'}
      title={interestText(session)}
      style={{
        flexShrink: 0,
        fontSize: 11,
        lineHeight: '16px',
        whiteSpace: 'nowrap',
        fontWeight: over ? 700 : 500,
        color: over ? OVER_CAPACITY_STYLE.edge : '#4a4a4a',
      }}
    >
      ♥ {over ? `${over.saved}/${over.capacity}` : session.saved_count}
    </span>
  );
}
