export { CheckinPage } from '@/features/checkin/components/checkin-page';
