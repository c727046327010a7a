// The calendar legend's entries for the saved count and the over-capacity flag.
import { Trans } from '@lingui/react/macro';
import { OVER_CAPACITY_STYLE } from '../model/room-interest';

/** The legend's entries for the count and the flag (inside the calendar legend's list). */
export function InterestLegendItems() {
  const item = { display: 'flex', alignItems: 'center', gap: '6px', fontSize: 13 } as const;
  return (
    <>
      <li style={item}>
        <span aria-hidden style={{ fontSize: 12, color: '#4a4a4a' }}>
          ♥ 42
        </span>
        <Trans>Saved by attendees</Trans>
      </li>
      <li style={item}>
        <span aria-hidden style={{ fontSize: 12, fontWeight: 700, color: OVER_CAPACITY_STYLE.edge }}>
          ♥ 42/30
        </span>
        <Trans>Over capacity (more saved than the room holds)</Trans>
      </li>
    </>
  );
}
