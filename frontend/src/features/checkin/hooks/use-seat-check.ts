// A workshop's door (issue 46): the same page, a session chosen, asks the server whether a ticket's holder has a seat
// there (POST /api/checkin/sessions/{id}); nothing is recorded, and offline it cannot tell.
import { useCallback, useState } from 'react';
import { httpStatus, isFetchBaseQueryError } from '@/lib/api-errors';
import type { Schemas } from '@/types/api';
import { useCheckSeatMutation } from '../api/checkin-api';

export type SeatVerdict =
  | { seated: true; holder: Schemas['TicketHolder'] }
  | { seated: false; reason: 'not_signed_up' | 'waitlisted' | 'unknown' | 'revoked'; holder: Schemas['TicketHolder'] | null; position: number | null };

export function useSeatCheck(sessionId: number | null) {
  const [checkSeat, { isLoading }] = useCheckSeatMutation();
  const [verdict, setVerdict] = useState<SeatVerdict | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const check = useCallback(
    async (token: string) => {
      const cleaned = token.trim();
      if (!cleaned || sessionId === null) return;
      setFailure(null);
      const answer = await checkSeat({ id: sessionId, token: cleaned });
      if ('data' in answer && answer.data) return setVerdict({ seated: true, holder: answer.data.holder });
      const body = (isFetchBaseQueryError(answer.error) ? answer.error.data : null) as Partial<Schemas['SessionDoorRefused']> & { reason?: string };
      const status = httpStatus(answer.error);
      if ((status === 409 || status === 404) && body?.reason) {
        const reason = body.reason as Extract<SeatVerdict, { seated: false }>['reason'];
        return setVerdict({ seated: false, reason, holder: body.holder ?? null, position: body.position ?? null });
      }
      setVerdict(null);
      setFailure(answer.error);
    },
    [checkSeat, sessionId],
  );

  return { verdict, failure, busy: isLoading, check, clear: () => setVerdict(null) };
}
