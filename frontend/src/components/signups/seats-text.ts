import { useLingui } from '@lingui/react/macro';
import { selectOrdinal } from '@lingui/core/macro';
import type { ConferenceSession } from '@/types/api';
import type { MySignup } from '@/lib/signups/signups-api';

type Seats = NonNullable<ConferenceSession['seats']>;

/** The seats as everyone sees them: "5 of 20 seats left", "Full: 3 waiting". */
export function useSeatsText() {
  const { t } = useLingui();
  return ({ capacity, taken, waitlist }: Seats) => {
    const left = capacity === null ? null : Math.max(0, capacity - taken);
    return left === null ? t`${taken} signed up` : left > 0 ? t`${left} of ${capacity} seats left` : waitlist > 0 ? t`Full: ${waitlist} waiting` : t`Full`;
  };
}

/** The visitor's own status: "You have a seat." or "You are 3rd in line." */
export function useOwnStatusText() {
  const { t } = useLingui();
  return (own: Pick<MySignup, 'status' | 'position'>) => {
    const position = own.position ?? 0;
    return own.status === 'confirmed'
      ? t`You have a seat.`
      : t`You are ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} in line.`;
  };
}
