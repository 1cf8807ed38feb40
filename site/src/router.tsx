import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation } from 'wouter';
import { DAILY_MODES, type DailyMode } from '@guessdle/api/modes';
import { LoadingView } from '@guessdle/ui';
import { Layout } from './shell/Layout';
import { Home } from './pages/Home';
import { ErrorPage, PageNotFoundError } from './pages/ErrorPage';
import { useSite } from './site';

/**
 * The routes of SPEC §2, with wouter (a router of about 2 kB for a handful of flat routes). The
 * pages other than home load on demand (the server hints their chunk with modulepreload), and
 * any failure or unknown path shows ErrorPage inside the page shell, so the fallback screen keeps
 * the header, the language picker and the footer.
 */
const gamePages = () => import('./pages/GamePages');
const cronoPages = () => import('./pages/CronoPages');
const ClassicPage = lazy(() => gamePages().then((m) => ({ default: m.ClassicPage })));
const ImageGuessPage = lazy(() => gamePages().then((m) => ({ default: m.ImageGuessPage })));
const ChannelGuessPage = lazy(() => gamePages().then((m) => ({ default: m.ChannelGuessPage })));
const CronoNewPage = lazy(() => cronoPages().then((m) => ({ default: m.CronoNewPage })));
const CronoPage = lazy(() => cronoPages().then((m) => ({ default: m.CronoPage })));
/** Each daily mode's page at `/{mode}`: a new mode fails to compile until it has a page. */
const DAILY_PAGES: Record<DailyMode, ComponentType> = {
  classic: ClassicPage,
  'image-guess': ImageGuessPage,
  'channel-guess': ChannelGuessPage,
};
const EmbedConfigurator = lazy(() =>
  import('./pages/EmbedConfigurator').then((m) => ({ default: m.EmbedConfigurator })),
);
const EmbedPage = lazy(() => import('./pages/EmbedPage').then((m) => ({ default: m.EmbedPage })));

/** The site's pages, under whichever wouter location the caller provides (browser, memory). */
export function AppRoutes() {
  return (
    <Switch>
      {/* One game alone, for the iframe of /embed.js: no header, footer or language picker. */}
      <Route path="/embed/:mode">
        <Boundary>
          <EmbedPage />
        </Boundary>
      </Route>
      <Route>
        <Boundary>
          <Layout>
            <Boundary>
              <Pages />
            </Boundary>
          </Layout>
        </Boundary>
      </Route>
    </Switch>
  );
}

function Pages() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      {DAILY_MODES.map((mode) => (
        <Route key={mode} path={`/${mode}`} component={DAILY_PAGES[mode]} />
      ))}
      <Route path="/classic/:difficulty" component={ClassicPage} />
      <Route path="/crono" component={CronoPage} />
      <Route path="/crono/new" component={CronoNewPage} />
      <Route path="/crono/:id" component={CronoPage} />
      <Route path="/embed" component={EmbedConfigurator} />
      <Route component={NotFound} />
    </Switch>
  );
}

/** ErrorPage for whatever fails below, until the address changes; a page's chunk loads here. */
function Boundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { messages } = useSite();
  return (
    <ErrorBoundary FallbackComponent={ErrorPage} resetKeys={[location]}>
      <Suspense fallback={<LoadingView label={messages.loading} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function NotFound(): never {
  const [location] = useLocation();
  throw new PageNotFoundError(location);
}
