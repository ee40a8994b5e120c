import { createBrowserRouter, Navigate } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { accountRoutes } from './routes/account-routes.tsx';
import { browseRoutes } from './routes/browse-routes.tsx';
import { orderRoutes } from './routes/order-routes.tsx';
import { workspaceRoutes } from './routes/workspace-routes.tsx';

// Each screen is its own lazy chunk: a customer on `/` never downloads the admin or owner code.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      ...browseRoutes,
      ...accountRoutes,
      ...orderRoutes,
      ...workspaceRoutes,
      // Spec 2: any unknown path redirects to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);
