import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useSiteTranslation } from './i18n/keys';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch, useLocation, useRoute } from 'wouter';
import { DAILY_MODES, PICTURE_MODES, type DailyMode, type PictureMode } from '@guessdle/api/modes';
import { later, LaterPart } from '@guessdle/games/internal';
import { LoadingView } from '@guessdle/ui';
import { Layout } from './shell/Layout';
import { ErrorPage, PageNotFoundError } from './pages/ErrorPage';

/**
 * The routes of SPEC §2, with wouter (a router of about 2 kB for a handful of flat routes). The
 * pages other than home load on demand (the server hints their chunk with modulepreload), and
 * any failure or unknown path shows ErrorPage inside the page shell, so the fallback screen keeps
 * the header, the language picker and the footer.
 */
const HomePage = lazyPage(() => import('./pages/Home').then((m) => m.Home));
const cronoPages = () => import('./pages/CronoPages');
const embedConfigurator = () => import('./pages/EmbedConfigurator');
const embedPage = () => import('./pages/EmbedPage');
const ClassicPage = lazyPage(() => import('./pages/ClassicPage').then((m) => m.ClassicPage));
const pictureGuessPage = () => import('./pages/PictureGuessPage');
const CronoNewPage = lazyPage(() => cronoPages().then((m) => m.CronoNewPage));
const CronoPage = lazyPage(() => cronoPages().then((m) => m.CronoPage));
/**
 * Each daily mode's page at `/{mode}`: Classic's own, and one chunk for every picture mode of the
 * registration (the mode's widget from the games' `PICTURE_GAMES`).
 */
const DAILY_PAGES: Record<DailyMode, LazyPage> = {
  classic: ClassicPage,
  ...(Object.fromEntries(
    PICTURE_MODES.map((mode) => [
      mode,
      lazyPage(() =>
        pictureGuessPage().then(({ PictureGuessPage }) => {
          const Page = () => <PictureGuessPage mode={mode} />;
          return Page;
        }),
      ),
    ]),
  ) as Record<PictureMode, LazyPage>),
};
const archivePages = () => import('./pages/ArchivePage');
const ArchiveListPage = lazyPage(() => archivePages().then((m) => m.ArchiveListPage));
const ArchiveDayPage = lazyPage(() => archivePages().then((m) => m.ArchiveDayPage));
const EmbedConfigurator = lazyPage(() => embedConfigurator().then((m) => m.EmbedConfigurator));
const EmbedPage = lazyPage(() => embedPage().then((m) => m.EmbedPage));

/** A page whose code loads on demand, and can be loaded before it first renders. */
interface LazyPage {
  (): ReactNode;
  /** Loads the page's code; once done, the page renders at once. */
  preload(): Promise<unknown>;
}

/**
 * A page whose code loads later (`later`): a page loaded before its first render (the server's
 * render, the first paint's hydration) renders directly; otherwise the loading view shows until
 * it is here, and a failed load shows the page's retry in its place, under the page's header.
 */
function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const part = later(load);
  const Page = () => {
    const { t } = useSiteTranslation();
    return (
      <LaterPart part={part} fallback={<LoadingView label={t('loading')} />}>
        {(Component) => <Component />}
      </LaterPart>
    );
  };
  return Object.assign(Page, { preload: part.load });
}

/**
 * Loads the code of the page at `pathname` (the server has hinted it with modulepreload), so the
 * first render shows the page itself rather than a loading view. Never rejects: a page whose code
 * fails to load shows the error page when it renders.
 */
export function preloadPage(pathname: string): Promise<void> {
  const [, first = '', second] = pathname.split('/');
  const page = !first
    ? HomePage
    : Object.hasOwn(DAILY_PAGES, first)
      ? second === 'archive'
        ? pathname.split('/')[3]
          ? ArchiveDayPage
          : ArchiveListPage
        : DAILY_PAGES[first as DailyMode]
      : first === 'crono'
        ? CronoPage
        : first === 'embed'
          ? second
            ? EmbedPage
            : EmbedConfigurator
          : undefined;
  return (page?.preload() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/** The site's pages, under whichever wouter location the caller provides (browser, memory). */
export function AppRoutes() {
  const [inFrame] = useRoute('/embed/:mode');
  // One game alone, for the iframe of /embed.js: no header, footer or language picker.
  if (inFrame) {
    return (
      <Route path="/embed/:mode">
        <Boundary>
          <EmbedPage />
        </Boundary>
      </Route>
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
      <Route path="/" component={HomePage} />
      {DAILY_MODES.map((mode) => (
        <Route key={mode} path={`/${mode}`} component={DAILY_PAGES[mode]} />
      ))}
      <Route path="/:mode/archive" component={ArchiveListPage} />
      <Route path="/:mode/archive/:date" component={ArchiveDayPage} />
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
