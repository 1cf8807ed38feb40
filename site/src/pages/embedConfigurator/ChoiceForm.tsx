import { useId, type ReactNode } from 'react';
import { DIFFICULTIES, GAME_MODES, LANGUAGES, type GameMode, type Language } from '@guessdle/api';
import { themes, type ThemeName } from '@guessdle/ui';
import { CARD_TEXTS, DIFFICULTY_TEXTS, useSiteTranslation } from '../../i18n/keys';
import { LANGUAGE_NAMES } from '../../i18n/messages';
import { THEME_TEXTS, useEmbedTranslation } from '../embedMessages';
import { DEFAULT_DIFFICULTY, type EmbedChoice } from './snippet';
import { FieldBox, Form, Swatches } from './styles';

const THEME_NAMES = Object.keys(themes) as ThemeName[];

export interface ChoiceFormProps {
  choice: EmbedChoice;
  onChange: <K extends keyof EmbedChoice>(name: K, value: EmbedChoice[K]) => void;
}

/** The configurator's form: the game, its difficulty, language, theme, rendering and key. */
export function ChoiceForm({ choice, onChange: set }: ChoiceFormProps) {
  const { t } = useSiteTranslation();
  const text = useEmbedTranslation();
  const colours = themes[choice.theme].colors;
  const swatches = [
    colours.page.background,
    colours.container.background,
    colours.text.primary,
    colours.accent,
  ];
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <Field label={text('game')}>
        {(id) => (
          <select
            id={id}
            value={choice.mode}
            onChange={(e) => set('mode', e.target.value as GameMode)}
          >
            {GAME_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(CARD_TEXTS[mode].title)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {choice.mode === 'classic' ? (
        <Field label={text('difficulty')}>
          {(id) => (
            <select
              id={id}
              value={choice.difficulty}
              onChange={(e) => set('difficulty', e.target.value as EmbedChoice['difficulty'])}
            >
              {/* Hard is every performer, the game's default: it writes no attribute (one
                  entry, not a "no difficulty" entry beside an identical Hard). */}
              {DIFFICULTIES.map((level) => (
                <option key={level} value={level === DEFAULT_DIFFICULTY ? '' : level}>
                  {`${t(DIFFICULTY_TEXTS[level].label)} · ${t(DIFFICULTY_TEXTS[level].description)}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      <Field label={text('language')}>
        {(id) => (
          <select
            id={id}
            value={choice.lang}
            onChange={(e) => set('lang', e.target.value as Language)}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={text('theme')}>
        {(id) => (
          <>
            <select
              id={id}
              value={choice.theme}
              onChange={(e) => set('theme', e.target.value as ThemeName)}
            >
              {THEME_NAMES.map((name) => (
                <option key={name} value={name}>
                  {text(THEME_TEXTS[name])}
                </option>
              ))}
            </select>
            <Swatches aria-label={text('colours')}>
              {swatches.map((colour, index) => (
                <li key={index} title={colour} style={{ background: colour }} />
              ))}
            </Swatches>
          </>
        )}
      </Field>
      <Field label={text('rendering')}>
        {(id) => (
          <select
            id={id}
            value={choice.render}
            onChange={(e) => set('render', e.target.value as EmbedChoice['render'])}
          >
            <option value="iframe">{text('renderings.iframe')}</option>
            <option value="inline">{text('renderings.inline')}</option>
          </select>
        )}
      </Field>
      <Field label={text('key')} help={text('keyHelp')}>
        {(id, helpId) => (
          <input
            id={id}
            aria-describedby={helpId}
            value={choice.key}
            placeholder="your-key"
            spellCheck={false}
            autoComplete="off"
            onChange={(e) => set('key', e.target.value.trim())}
          />
        )}
      </Field>
    </Form>
  );
}

function Field({
  label,
  help,
  children,
}: {
  label: string;
  help?: string;
  children: (id: string, helpId: string | undefined) => ReactNode;
}) {
  const id = useId();
  const helpId = help ? `${id}-help` : undefined;
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      {children(id, helpId)}
      {help ? <small id={helpId}>{help}</small> : null}
    </FieldBox>
  );
}
