// The public area: one lazily loaded chunk so the first page pulls in only the shell.
export { HomePage } from '@/features/public/components/home-page';
export { AboutPage } from '@/features/public/components/about-page';
export { SpeakersPage } from '@/features/public/components/speakers-page';
export { NewsPage } from '@/features/public/components/news-page';
export { LocationPage } from '@/features/public/components/location-page';
export { CfpPage } from '@/features/public/components/cfp-page';
export { SponsorshipPage } from '@/features/public/components/sponsorship-page';
export { SchedulePage } from '@/features/schedule/components/schedule-page';
export { UnauthorizedPage } from '@/features/auth/components/unauthorized-page';
export { NotFoundPage } from './not-found-page';
