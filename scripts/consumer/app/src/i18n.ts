import { createInstance } from 'i18next';

/** The host's own i18next instance, in German, with the host's own texts. */
export const hostI18n = createInstance({
  lng: 'de',
  fallbackLng: 'de',
  initAsync: false,
  resources: {
    de: { translation: { greeting: 'Hallo vom Gastgeber', visits: 'Besuche: {{count}}' } },
  },
});
void hostI18n.init();
