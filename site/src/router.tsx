import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './shell/Layout';
import { Home } from './pages/Home';
import { ChannelGuessPage, ClassicPage, ImageGuessPage } from './pages/GamePages';
import { ErrorPage } from './pages/ErrorPage';

/** The routes of SPEC §2 that exist so far; the router answers anything else with a 404 for ErrorPage. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <Home /> },
          { path: 'classic', element: <ClassicPage /> },
          { path: 'classic/:difficulty', element: <ClassicPage /> },
          { path: 'image-guess', element: <ImageGuessPage /> },
          { path: 'channel-guess', element: <ChannelGuessPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
