/**
 * The user- and role-management routes under /settings (spec: access-and-administration §2
 * "Settings routes"), lazily loaded.
 */
import type { RouteObject } from 'react-router';

export const userAdministrationRoutes: RouteObject[] = [
  {
    path: 'user-management',
    lazy: async () => ({ Component: (await import('./UserManagementPage')).UserManagementPage }),
  },
  {
    path: 'user-management/:id',
    lazy: async () => ({ Component: (await import('./UpdateUserPage')).UpdateUserPage }),
  },
  {
    path: 'add-user',
    lazy: async () => ({ Component: (await import('./AddUserPage')).AddUserPage }),
  },
  {
    path: 'role-management',
    lazy: async () => ({ Component: (await import('./RoleManagementPage')).RoleManagementPage }),
  },
];
