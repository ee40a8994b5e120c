import type { RouteObject } from 'react-router';
import { PlaceholderPage } from '../../components/placeholder-page.tsx';

/** Admin, restaurant-owner and delivery-partner workspaces. */
export const workspaceRoutes: RouteObject[] = [
  { path: '/admin', element: <PlaceholderPage title="Admin Dashboard" /> },
  { path: '/add-restaurant', element: <PlaceholderPage title="Add Restaurant" /> },
  { path: '/view-restaurants', element: <PlaceholderPage title="View Restaurants" /> },
  { path: '/add-users', element: <PlaceholderPage title="Add User" /> },
  { path: '/view-users', element: <PlaceholderPage title="View Users" /> },
  { path: '/restaurant-admin', element: <PlaceholderPage title="Restaurant Dashboard" /> },
  { path: '/add-food-item', element: <PlaceholderPage title="Add Food Item" /> },
  { path: '/food-items', element: <PlaceholderPage title="Food Items" /> },
];
