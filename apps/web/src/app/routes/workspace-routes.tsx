import type { TRole } from '@app/shared';
import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';
import { RequireRole } from '../require-role.tsx';

const ADMIN: TRole[] = ['admin'];
const OWNER: TRole[] = ['restaurantOwner', 'admin'];

const guarded = (path: string, title: string, roles: TRole[]): RouteObject => ({
  path,
  element: (
    <RequireRole roles={roles}>
      <PlaceholderPage title={title} />
    </RequireRole>
  ),
});

/** Admin, restaurant-owner and delivery-partner workspaces (screens to come; the guards are real). */
export const workspaceRoutes: RouteObject[] = [
  guarded('/admin', 'Admin Dashboard', ADMIN),
  guarded('/add-restaurant', 'Add Restaurant', ADMIN),
  guarded('/view-restaurants', 'View Restaurants', ADMIN),
  guarded('/add-users', 'Add User', ADMIN),
  guarded('/view-users', 'View Users', OWNER),
  guarded('/restaurant-admin', 'Restaurant Dashboard', OWNER),
  guarded('/add-food-item', 'Add Food Item', OWNER),
  guarded('/food-items', 'Food Items', OWNER),
];
