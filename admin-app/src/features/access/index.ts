export { AdminOnly } from './components/admin-only';
export { AdminPage } from './components/admin-page';
export { useAdminAccess } from './hooks/use-admin-access';
export { isAdminUser } from './model/is-admin';
