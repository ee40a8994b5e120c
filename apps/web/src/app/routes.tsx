import { Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';
import { browseRoutes } from './routes/browse-routes.tsx';
import { deliveryRoutes } from './routes/delivery-routes.tsx';
import { orderRoutes } from './routes/order-routes.tsx';
import { ownerRoutes } from './routes/owner-routes.tsx';

/**
 * Every page. Each screen is its own lazy chunk: a customer on `/` never downloads the admin or
 * owner code. The browser's router (main.tsx) and the server's renderer (entry-server.tsx) share it.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // Inside the layout, so the navbar stays above the error page.
        errorElement: <RouteError />,
        children: [
          ...browseRoutes,
          ...accountRoutes,
          ...orderRoutes,
          // Spec 2: any unknown path redirects to /.
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
  // Workspaces bring their own shell (components/workspace), beside the customer layout.
  { ...ownerRoutes, errorElement: <RouteError /> },
  { ...adminRoutes, errorElement: <RouteError /> },
  { ...deliveryRoutes, errorElement: <RouteError /> },
];
