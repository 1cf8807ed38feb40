import { useSiteTranslation } from '../i18n/keys';
import { LANGUAGES, type Language } from '@guessdle/api';
import { LanguagePicker } from '@guessdle/ui';
import { LANGUAGE_NAMES } from '../i18n/messages';
import { useSite } from '../site';

const languages = LANGUAGES.map((code) => ({
  languageCode: code,
  languageName: LANGUAGE_NAMES[code],
}));

/**
 * The header's language picker (SPEC §2): the site's languages with their flags; a choice is
 * tracked, stored and the page reloads in it.
 */
export function HeaderLanguagePicker() {
  const { language, changeLanguage, track } = useSite();
  const { t } = useSiteTranslation();
  return (
    <LanguagePicker
      languages={languages}
      value={language}
      label={t('languageLabel')}
      onOpenChange={(open) => {
        if (open) track('Language picker clicked', { currentLanguage: language });
      }}
      onChange={(code) => {
        track('Language changed', { currentLanguage: language, newLanguage: code });
        changeLanguage(code as Language);
      }}
    />
  );
}
