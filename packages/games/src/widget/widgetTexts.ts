import { useCallback, useEffect, useState } from 'react';
import { toLanguage } from '../i18n/language';
import { loadWidgetTexts, type I18n } from '../i18n/instance';
import { whenBack } from '../later/later';

/**
 * Where a widget's texts in its language are: here (it renders), on their way (its loading view)
 * or failed to load (its retry, in place of the game): the one failure policy of everything that
 * loads later (`later/`), texts included.
 */
export type WidgetTextsState =
  { status: 'ready' } | { status: 'loading' } | { status: 'failed'; retry: () => void };

/**
 * The texts of the widget's first language (`first`: the load the runtime started at once, null
 * when they were at hand), tried again after a failure when the player presses the retry, the
 * connection comes back or the page gets focus; and a later `language` prop, switched to once its
 * texts are here.
 */
export function useWidgetTexts(
  i18n: I18n,
  first: Promise<void> | null,
  language: string | undefined,
): WidgetTextsState {
  const [status, setStatus] = useState<WidgetTextsState['status']>(first ? 'loading' : 'ready');
  const [attempt, setAttempt] = useState(0);
  const again = useCallback(() => {
    setAttempt((count) => count + 1);
    setStatus('loading');
  }, []);
  useEffect(() => {
    if (status === 'failed') return whenBack(again);
    if (status !== 'loading') return;
    let live = true;
    const loading = attempt === 0 ? first : loadWidgetTexts(i18n, i18n.language);
    if (!loading) setStatus('ready');
    else
      loading.then(
        () => live && setStatus('ready'),
        () => live && setStatus('failed'),
      );
    return () => {
      live = false;
    };
  }, [status, attempt, first, i18n, again]);

  useEffect(() => {
    if (!language) return;
    const next = toLanguage(language);
    if (i18n.language === next) return;
    // A language this page has not shown yet: switch once its texts are here (and after a
    // failure, once they load: the widget stays in its language meanwhile).
    let live = true;
    let stop = () => undefined as void;
    const switchLanguage = () => {
      const loading = loadWidgetTexts(i18n, next);
      if (!loading) void i18n.changeLanguage(next);
      else
        loading.then(
          () => live && void i18n.changeLanguage(next),
          () => live && (stop = whenBack(switchLanguage)),
        );
    };
    switchLanguage();
    return () => {
      live = false;
      stop();
    };
  }, [language, i18n]);

  return status === 'failed' ? { status, retry: again } : { status };
}
