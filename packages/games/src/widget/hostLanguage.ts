import { useCallback, useSyncExternalStore } from 'react';
import type { I18n } from '../i18n/instance';

/**
 * The language of a host's i18next instance as the widgets read it: its resolved language, else
 * its language, without a region (`fr-FR` shows French). Undefined without an instance.
 */
export function hostLanguageOf(host: I18n | undefined): string | undefined {
  const language = host?.resolvedLanguage ?? host?.language;
  return language?.split('-')[0];
}

/**
 * The language a widget shows: its `language` prop when the host passes one; else, when the host
 * passes its own i18next instance (`i18n`), that instance's language, followed as the host changes
 * it (`languageChanged`); else undefined (English).
 */
export function useWidgetLanguage(props: { language?: string; i18n?: I18n }): string | undefined {
  const host = props.language === undefined ? props.i18n : undefined;
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!host) return () => undefined;
      host.on('languageChanged', changed);
      return () => host.off('languageChanged', changed);
    },
    [host],
  );
  const read = () => hostLanguageOf(host);
  const followed = useSyncExternalStore(subscribe, read, read);
  return props.language ?? followed;
}
