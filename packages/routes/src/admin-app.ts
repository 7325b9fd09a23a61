/** The paths the admin-app owns (its team's file, see CODEOWNERS); `admin-app/src/app/routes.tsx` serves each. */
export const adminAppPaths = ['/admin', '/admin/bookings', '/admin/messages', '/admin/disputes'] as const;

export type AdminAppPath = (typeof adminAppPaths)[number];
