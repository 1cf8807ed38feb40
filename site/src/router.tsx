import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSiteTranslation } from './i18n/keys';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { LaterPart } from '@guessdle/games/internal';
import { LoadingView } from '@guessdle/ui';
import { Layout } from './shell/Layout';
import { ErrorPage, PageNotFoundError } from './pages/ErrorPage';
import { PAGE_ROUTES, routeAt, type LazyPage } from './pageMap';

/**
 * The routes of SPEC §2, with wouter (a router of about 2 kB for a handful of flat routes), as
 * the map of the pages declares them (pageMap.tsx). The pages load on demand (the server hints
 * their chunk with modulepreload), and any failure or unknown path shows ErrorPage inside the
 * page shell, so the fallback screen keeps the header, the language picker and the footer.
 */

/**
 * The component of a page whose code loads later: a page loaded before its first render (the
 * server's render, the first paint's hydration) renders directly; otherwise the loading view shows
 * until it is here, and a failed load shows the page's retry in its place, under the page's header.
 * One per page, so the routes that share a page (`/classic`, `/classic/:difficulty`) share it.
 */
const components = new Map<LazyPage, ComponentType>();
function componentOf(page: LazyPage): ComponentType {
  let Page = components.get(page);
  if (!Page) {
    Page = function LazyPageView() {
      const { t } = useSiteTranslation();
      return (
        <LaterPart part={page.part} fallback={<LoadingView label={t('loading')} />}>
          {(Component) => <Component />}
        </LaterPart>
      );
    };
    components.set(page, Page);
  }
  return Page;
}

/** The site's pages, under whichever wouter location the caller provides (browser, memory). */
export function AppRoutes() {
  const [location] = useLocation();
  const route = routeAt(location)?.route;
  // One game alone, for the iframe of /embed.js: no header, footer or language picker.
  if (route?.alone) {
    return (
      <Boundary>
        <Route path={route.path} component={componentOf(route.page)} />
      </Boundary>
    );
  }
  // The shell under no route of its own: a catch-all route's parameters change with every
  // address, and each change would reach into the header's parts not yet hydrated (Layout.tsx).
  return (
    <Boundary>
      <Layout>
        <Boundary>
          <Pages />
        </Boundary>
      </Layout>
    </Boundary>
  );
}

function Pages() {
  return (
    <Switch>
      {PAGE_ROUTES.filter((route) => !route.alone).map((route) => (
        <Route key={route.path} path={route.path} component={componentOf(route.page)} />
      ))}
      <Route component={NotFound} />
    </Switch>
  );
}

/** ErrorPage for whatever fails below, until the address changes; a page's chunk loads here. */
function Boundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { t } = useSiteTranslation();
  return (
    <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[location]}>
      <Suspense fallback={<LoadingView label={t('loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function NotFound(): never {
  const [location] = useLocation();
  throw new PageNotFoundError(location);
}
