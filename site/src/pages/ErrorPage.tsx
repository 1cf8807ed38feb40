import { Link } from 'wouter';
import { useSiteTranslation } from '../i18n/keys';
import { ErrorView } from '@guessdle/ui';
import { usePageTitle } from '../shell/usePageTitle';
import { PATHS } from '../paths';

/** Thrown by pages for a path the router matched but the page does not know (e.g. /classic/extreme). */
export class PageNotFoundError extends Error {
  readonly status = 404;
  constructor(path: string) {
    super(`No page at ${path}`);
    this.name = 'PageNotFoundError';
  }
}

/**
 * Any unmatched or failing route (SPEC §2): 'Unexpected Application Error!' with the status or
 * message. The error boundaries of router.tsx render it with what was thrown.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useSiteTranslation();
  usePageTitle(t('unexpectedError'));
  let detail: string;
  if (error instanceof PageNotFoundError) {
    detail = `404 ${t('notFound')}`;
  } else {
    detail = error instanceof Error ? error.message : String(error);
  }
  return (
    <ErrorView
      title={t('unexpectedError')}
      message={detail}
      action={<Link to={PATHS.home}>{t('backHome')}</Link>}
    />
  );
}
