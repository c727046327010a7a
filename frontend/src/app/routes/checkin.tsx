import { CheckinPage as DoorPage } from '@/features/checkin/components/checkin-page';
import { TicketCard } from '@/features/tickets/components/ticket-card';

/** The door's page, with the door helper's own ticket under it (a helper who may check in has one). */
export function CheckinPage() {
  return <DoorPage ticket={<TicketCard holder />} />;
}
