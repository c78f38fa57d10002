import { lazy, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';

import { AppLayout } from '../components/layout/app-layout';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';
import { RouteError } from './routes/route-error';

// Everything but home is split out so the home route's initial JavaScript stays small.
const AnimeDetailRoute = lazy(() =>
  import('./routes/anime-detail').then((m) => ({ default: m.AnimeDetailRoute })),
);
const ProfileRoute = lazy(() => import('./routes/profile').then((m) => ({ default: m.ProfileRoute })));
const UserRoute = lazy(() => import('./routes/user').then((m) => ({ default: m.UserRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Pathless so a failing screen renders inside the layout, header and footer intact.
        errorElement: <RouteError />,
        children: [
          { path: paths.home.path, element: <HomeRoute /> },
          { path: paths.anime.path, element: <AnimeDetailRoute /> },
          { path: paths.profile.path, element: <ProfileRoute /> },
          { path: paths.user.path, element: <UserRoute /> },
          { path: paths.admin.path, element: <AdminRoute /> },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function AppRouter() {
  // Created on mount, not at import, so tests can drive the same routes with a memory router.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
