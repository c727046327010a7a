import { DashboardPage as AttendeeDashboard } from '@/features/dashboard/components/dashboard-page';
import { TicketCard } from '@/features/tickets/components/ticket-card';

/** The attendee's dashboard with their ticket. */
export function DashboardPage() {
  return <AttendeeDashboard ticket={<TicketCard />} />;
}
