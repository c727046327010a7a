export { AdminPage } from '../admin/admin-page';
