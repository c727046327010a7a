import { SpeakerPage as SpeakerArea } from '@/features/speaker/components/speaker-page';
import { TicketCard } from '@/features/tickets/components/ticket-card';

/** The speaker area with the speaker's ticket. */
export function SpeakerPage() {
  return <SpeakerArea ticket={<TicketCard />} />;
}
export { PresentationsPage } from '@/features/speaker/components/presentations-page';
export { ResourcesPage } from '@/features/speaker/components/resources-page';
export { NotificationsPage } from '@/features/notifications/components/notifications-page';
