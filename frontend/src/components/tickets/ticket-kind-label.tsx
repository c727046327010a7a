import type { TicketKind } from '@/types/api';
import { useLingui } from '@lingui/react/macro';

/** The ticket's kind as the holder and the door read it. */
export function useTicketKindLabel(): (kind: TicketKind) => string {
  const { t } = useLingui();
  return (kind) => ({ attendee: t`Attendee`, speaker: t`Speaker`, organiser: t`Organiser`, door_helper: t`Door helper` })[kind];
}
