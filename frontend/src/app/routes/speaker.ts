export { SpeakerPage } from '@/features/speaker/components/speaker-page';
export { PresentationsPage } from '@/features/speaker/components/presentations-page';
export { ResourcesPage } from '@/features/speaker/components/resources-page';
export { NotificationsPage } from '@/features/notifications/components/notifications-page';
