export { AdminPage } from '@/features/admin/components/admin-page';
