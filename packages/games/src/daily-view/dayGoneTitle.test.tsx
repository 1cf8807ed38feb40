import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { performers, performerById } from '@guessdle/data';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { createWidgetI18n, WIDGET_NS } from '../i18n/instance';
import { LANGUAGES } from '@guessdle/api/modes';
import { guessEntries } from '../../testing/stories';
import { PICTURE_MODE_CASES } from '../../testing/pictureModes';
import { pictureStoryItems } from '../../testing/pictureStories';
import { ClassicGameView } from '../classic/ClassicGameView';
import { buildClassicViewModel } from '../classic/viewModel';

/** The day's fields both kinds of view are built from: an earlier day, kept on screen. */
const day = (dayGone: boolean) => ({
  status: 'playing' as const,
  error: null,
  dayGone,
  date: '2025-06-01',
  guesses: guessEntries([]),
  count: 3,
  countStatus: 'ready' as const,
  revealPending: false,
  nextMode: null,
});

function inLanguage(language: string, view: ReactNode) {
  const i18n = createWidgetI18n(language);
  render(
    <I18nextProvider i18n={i18n} defaultNS={WIDGET_NS}>
      <GuessdleThemeProvider>{view}</GuessdleThemeProvider>
    </I18nextProvider>,
  );
  return i18n.getFixedT(language, WIDGET_NS);
}

function classicView(dayGone: boolean, yesterday: string | null = null) {
  const model = buildClassicViewModel(
    {
      ...day(dayGone),
      today: performers[3]!.profileUrl,
      yesterday,
      openClues: {},
      difficulty: null,
    },
    performerById,
    performers,
  );
  return (
    <ClassicGameView
      model={model}
      onPick={vi.fn()}
      onRevealDone={vi.fn()}
      onToggleClue={vi.fn()}
      onCopy={vi.fn()}
      onRetry={vi.fn()}
    />
  );
}

const title = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('given the reset passed offline (dayGone): the puzzle on screen is an earlier day’s', () => {
  it.each(LANGUAGES)('titles Classic as the previous puzzle in %s', (language) => {
    const t = inLanguage(language, classicView(true));
    expect(title()).toBe(t('common.previousTitle'));
    expect(title()).not.toBe(t('classic.title'));
  });

  it.each(
    PICTURE_MODE_CASES.flatMap((mode) =>
      LANGUAGES.map((language) => [mode.mode, language, mode] as const),
    ),
  )('titles %s as the previous puzzle in %s', (_, language, pictureMode) => {
    const { answer } = pictureStoryItems(pictureMode);
    const model = pictureMode.buildModel({
      ...day(true),
      today: pictureMode.id(answer),
      yesterday: null,
    });
    const t = inLanguage(
      language,
      <pictureMode.View model={model} onPick={vi.fn()} onCopy={vi.fn()} onRetry={vi.fn()} />,
    );
    expect(title()).toBe(t('common.previousTitle'));
    expect(title()).not.toBe(t(pictureMode.texts.title));
  });

  it('keeps today’s title while the day is today’s', () => {
    const t = inLanguage('en', classicView(false));
    expect(title()).toBe(t('classic.title'));
  });

  it('names yesterday’s answer on today’s puzzle only: on the previous one it is another day’s', () => {
    const yesterday = performers[4]!;
    const t = inLanguage('en', classicView(false, yesterday.profileUrl));
    const line = t('common.yesterday', { name: yesterday.name });
    expect(screen.getByText(line)).toBeVisible();
    document.body.innerHTML = '';
    inLanguage('en', classicView(true, yesterday.profileUrl));
    expect(screen.queryByText(line)).toBeNull();
  });

  it.each(PICTURE_MODE_CASES.map((mode) => [mode.mode, mode] as const))(
    'hides yesterday’s answer in %s once the puzzle on screen is the previous one',
    (_, pictureMode) => {
      const { answer, yesterday: other } = pictureStoryItems(pictureMode);
      const view = (dayGone: boolean) => (
        <pictureMode.View
          model={pictureMode.buildModel({
            ...day(dayGone),
            today: pictureMode.id(answer),
            yesterday: pictureMode.id(other),
          })}
          onPick={vi.fn()}
          onCopy={vi.fn()}
          onRetry={vi.fn()}
        />
      );
      const t = inLanguage('en', view(false));
      const line = t('common.yesterday', { name: pictureMode.name(other) });
      expect(screen.getByText(line)).toBeVisible();
      document.body.innerHTML = '';
      inLanguage('en', view(true));
      expect(screen.queryByText(line)).toBeNull();
    },
  );
});
