import { useEffect, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Button, ErrorView, LoadingView } from '@guessdle/ui';
import { useWidgetTranslation } from '../i18n/keys';
import { errorHint, type GameError, type GameErrorHandler } from './errors';
import { hostLanguageOf } from './hostLanguage';
import { createWidgetI18n, loadWidgetTexts } from '../i18n/instance';
import { WidgetProviders, type DailyWidgetProps } from './widgetRuntime';

/** What the boundary reads of a widget's props: where to report, and how to draw its error view. */
export type WidgetBoundaryProps = Pick<
  DailyWidgetProps,
  'language' | 'i18n' | 'theme' | 'messages' | 'onError'
>;

/**
 * The widget inside its own error boundary: a widget ships inside someone else's page, so an error
 * while it renders (a prop it cannot use, a bug, an API its React lacks) must stay in its box.
 * The box then shows the error view every mode shows when its data is missing, with a retry that
 * mounts the widget again (the player's progress is in storage, so nothing is lost); the host
 * hears of it through `onError` with the reason `crash`; the host's own tree stays mounted.
 *
 * react-error-boundary rather than a class of our own: it is the maintained one made for this,
 * and costs 0.6 kB gzip.
 */
export function withWidgetBoundary<Props extends WidgetBoundaryProps>(
  name: string,
  Widget: ComponentType<Props>,
): ComponentType<Props> {
  function Contained(props: Props) {
    return (
      <ErrorBoundary
        onError={(error) => reportCrash(name, error, props.onError)}
        fallbackRender={({ resetErrorBoundary }) => (
          // The error view must not fail the host either (a theme it cannot draw): then nothing.
          <ErrorBoundary fallback={null}>
            <CrashView {...props} onRetry={resetErrorBoundary} />
          </ErrorBoundary>
        )}
      >
        <Widget {...props} />
      </ErrorBoundary>
    );
  }
  Contained.displayName = name;
  return Contained;
}

function reportCrash(name: string, error: unknown, onError: GameErrorHandler | undefined): void {
  const message = error instanceof Error ? error.message : String(error);
  const crash: GameError = {
    reason: 'crash',
    code: undefined,
    message: `${name} failed while rendering: ${message}`,
    cause: error,
  };
  // React logs the error itself; in development, say what to do about it, as for the others.
  if (process.env.NODE_ENV !== 'production') console.warn(errorHint(crash, name));
  try {
    onError?.(crash);
  } catch (handlerError) {
    // The host's handler failing must not turn a contained crash into the host's.
    console.error(`${name}: the onError handler threw`, handlerError);
  }
}

/**
 * The error view in the widget's theme and language. Its own i18next instance: the widget's may be
 * what failed (or was never made, when a prop was refused at mount).
 */
function CrashView({
  language: languageProp,
  i18n: host,
  theme,
  messages,
  onRetry,
}: WidgetBoundaryProps & { onRetry: () => void }) {
  const language = languageProp ?? hostLanguageOf(host) ?? 'en';
  const [i18n] = useState(() => createWidgetI18n(language, { messages }));
  const [texts] = useState(() => loadWidgetTexts(i18n, language));
  const [ready, setReady] = useState(texts === null);
  useEffect(() => {
    let live = true;
    void texts?.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [texts]);
  return (
    <WidgetProviders i18n={i18n} theme={theme}>
      <div data-state="crashed">{ready ? <CrashMessage onRetry={onRetry} /> : <LoadingView />}</div>
    </WidgetProviders>
  );
}

function CrashMessage({ onRetry }: { onRetry: () => void }) {
  const { t } = useWidgetTranslation();
  return (
    <ErrorView
      title={t('common.errorTitle')}
      message={t('common.errorMessage')}
      action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
    />
  );
}
