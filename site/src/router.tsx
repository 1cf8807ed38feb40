import { createBrowserRouter, type RouteObject } from 'react-router';
import { Layout } from './shell/Layout';
import { Home } from './pages/Home';
import { ErrorPage, PageNotFoundError } from './pages/ErrorPage';

/** The routes of SPEC §2 that exist so far; the router answers anything else with a 404 for ErrorPage. */
export const routes: RouteObject[] = [
  // One game alone, for the iframe of /embed.js: no header, footer or language picker.
  { path: 'embed/:mode', lazy: embedPage, errorElement: <ErrorPage /> },
  {
    element: <Layout />,
    errorElement: <ErrorPage />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { index: true, element: <Home /> },
          { path: 'classic', lazy: gamePage('ClassicPage') },
          { path: 'classic/:difficulty', lazy: gamePage('ClassicPage') },
          { path: 'image-guess', lazy: gamePage('ImageGuessPage') },
          { path: 'channel-guess', lazy: gamePage('ChannelGuessPage') },
          { path: 'crono', lazy: cronoPage('CronoPage') },
          { path: 'crono/new', lazy: cronoPage('CronoNewPage') },
          { path: 'crono/:id', lazy: cronoPage('CronoPage') },
          { path: 'embed', lazy: embedConfigurator },
          // Unknown paths fail here, inside the page shell, so the fallback screen keeps the
          // header, the language picker and the footer (the root errorElement has none of them).
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

function NotFound(): never {
  throw new PageNotFoundError(window.location.pathname);
}

/** The game pages load on demand: the home page does not download the games. */
function gamePage(name: 'ClassicPage' | 'ImageGuessPage' | 'ChannelGuessPage') {
  return async () => {
    const pages = await import('./pages/GamePages');
    const Page = pages[name];
    return { Component: Page };
  };
}

function cronoPage(name: 'CronoNewPage' | 'CronoPage') {
  return async () => {
    const pages = await import('./pages/CronoPages');
    const Page = pages[name];
    return { Component: Page };
  };
}

function embedConfigurator() {
  return import('./pages/EmbedConfigurator').then(({ EmbedConfigurator }) => ({
    Component: EmbedConfigurator,
  }));
}

function embedPage() {
  return import('./pages/EmbedPage').then(({ EmbedPage }) => ({ Component: EmbedPage }));
}

export function createRouter() {
  return createBrowserRouter(routes);
}
