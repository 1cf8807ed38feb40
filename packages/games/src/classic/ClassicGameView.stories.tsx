import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadWinParts } from '../daily-view/DailyViewParts';
import { expect, fn, waitFor, within } from 'storybook/test';
import { performers, performerById } from '@guessdle/data';
import type { GuessEntry } from '../daily/dailyStore';
import {
  guessEntries,
  withWidgetI18n,
  storyLanguage,
  storyT,
  partsLoaded,
  namedFixtures,
} from '../../testing/stories';
import { shownText, splitText } from '../../testing/text';
import { birthPlaceText } from '../i18n/places';
import { genderContext, itemTypeText } from '../i18n/texts';
import { valueText } from './texts';
import type { ClassicState } from './classicStore';
import { ClassicGameView, loadClassicPlayed } from './ClassicGameView';
import { buildClassicViewModel, type ClassicViewModel } from './viewModel';

const answer = performers[3]!;
const yesterday = performers[5]!;
const wrong = performers.filter((p) => p !== answer).slice(10, 22);
/** A man's answer, guessed after a man, a woman and a couple: every tile in its gender's words. */
const man = performers.find((p) => p.gender === 'Male' && p.type === 'model')!;
const otherMan = performers.find(
  (p) => p.gender === 'Male' && p !== man && p.birthPlace.includes(','),
)!;
const woman = performers.find((p) => p.gender === 'Female' && p.ethnicity !== 'Asian')!;
const couple = performers.find((p) => p.gender === 'Couple')!;
const longNames = performers
  .filter((p) => p !== answer)
  .toSorted((a, b) => b.name.length - a.name.length);

type ModelState = Parameters<typeof buildClassicViewModel>[0];

const base: ModelState = {
  status: 'playing',
  error: null,
  dayGone: false,
  date: '2025-06-01',
  today: answer.profileUrl,
  yesterday: yesterday.profileUrl,
  guesses: [],
  count: 128,
  countStatus: 'ready',
  openClues: {},
  revealPending: false,
  nextMode: 'image-guess',
  difficulty: null,
};

function entries(list: typeof performers, from: GuessEntry['from'] = 'storage'): GuessEntry[] {
  return guessEntries(
    list.map((p) => p.profileUrl),
    from,
  );
}

function model(overrides: Partial<ClassicState> = {}): ClassicViewModel {
  return buildClassicViewModel({ ...base, ...overrides }, performerById, performers);
}

/** The states a designer picks from the model control, by name (one per story below). */
const models = namedFixtures({
  Loading: model({ status: 'loading', guesses: [], count: null }),
  'Missing data': model({
    status: 'error',
    error: { kind: 'missing-data', message: 'No classic answer for 2025-06-01' },
  }),
  'API error': model({
    status: 'error',
    error: { kind: 'request-failed', message: 'Failed to fetch' },
  }),
  Fresh: model({ count: null }),
  '4 guesses': model({ guesses: entries(wrong.slice(0, 4)) }),
  'New puzzle needs a connection': model({ guesses: entries(wrong.slice(0, 2)), dayGone: true }),
  'Typed guess flipping': model({
    guesses: [...entries(wrong.slice(0, 1), 'user'), ...entries(wrong.slice(1, 3))],
  }),
  'Debut clue unlocked': model({ guesses: entries(wrong.slice(0, 5)), openClues: { debut: true } }),
  'Ranking clue open': model({
    guesses: entries(wrong.slice(0, 10)),
    openClues: { ranking: true },
  }),
  Won: model({
    status: 'won',
    guesses: entries([answer, ...wrong.slice(0, 3)]),
    count: 129,
  }),
  'Won after many guesses': model({
    status: 'won',
    guesses: entries([answer, ...wrong.slice(0, 11)]),
    nextMode: null,
  }),
  'Won, row still flipping': model({
    status: 'won',
    guesses: [...entries([answer], 'user'), ...entries(wrong.slice(0, 2))],
    revealPending: true,
  }),
  'Won, a man': model({
    status: 'won',
    today: man.profileUrl,
    guesses: entries([man, otherMan, woman, couple]),
  }),
  'Difficulty: easy': model({ difficulty: 'easy' }),
  'Difficulty: medium': model({ difficulty: 'medium', guesses: entries(wrong.slice(0, 2)) }),
  'Difficulty: hard': model({ difficulty: 'hard' }),
  'Long names': model({ guesses: entries(longNames.slice(0, 4)) }),
});

const meta = {
  title: 'Games/Classic/View',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ClassicGameView,
  args: {
    model: models.pick('Fresh'),
    shareUrl: 'https://guessdle.example/classic',
    onPick: fn(),
    onRevealDone: fn(),
    onToggleClue: fn(),
    onCopy: fn(),
    onRetry: fn(),
  },
  argTypes: {
    // Designers pick a state by name, not 150 candidates as JSON.
    model: models.argType,
    // Callbacks show in the Actions panel; their source is no control.
    onPick: { table: { disable: true } },
    onRevealDone: { table: { disable: true } },
    onToggleClue: { table: { disable: true } },
    onCopy: { table: { disable: true } },
    onRetry: { table: { disable: true } },
  },
  decorators: [withWidgetI18n],
  parameters: { layout: 'fullscreen' },
  loaders: [partsLoaded(loadWinParts, loadClassicPlayed)],
} satisfies Meta<typeof ClassicGameView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { model: models.pick('Loading') },
};

export const MissingData: Story = {
  name: 'Missing data',
  args: {
    model: models.pick('Missing data'),
  },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('common.errorTitle'))).toBeVisible();
    await canvas.getByRole('button', { name: t('common.retry') }).click();
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ApiError: Story = {
  name: 'API error',
  args: {
    model: models.pick('API error'),
  },
};

export const Fresh: Story = {
  args: { model: models.pick('Fresh') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByPlaceholderText(t('classic.searchPlaceholder'))).toBeVisible();
    await expect(canvas.getByText(t('classic.clues.debutLocked', { count: 5 }))).toBeVisible();
    await expect(canvas.getByText(t('classic.clues.rankingLocked', { count: 10 }))).toBeVisible();
  },
};

/** The reset passed offline: the title and the counter's line say the puzzle is the previous one. */
export const DayGone: Story = {
  name: 'New puzzle needs a connection',
  args: { model: models.pick('New puzzle needs a connection') },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { name: t('common.previousTitle') })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: t('classic.title') })).toBeNull();
  },
};

/** The grid is a stacking context of its own, so a frame that changes only the search box re-uses its painting. */
export const SeveralGuesses: Story = {
  name: '4 guesses',
  args: { model: models.pick('4 guesses') },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('table');
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(getComputedStyle(grid.parentElement!).isolation).toBe('isolate');
  },
};

/**
 * On a 375 px phone seven 80 px columns do not fit (at 45 px each they could not be read): the
 * grid scrolls sideways and shows an arrow at its right edge while columns follow.
 */
export const PhoneMoreColumns: Story = {
  name: 'Phone 375 px, more columns',
  args: { model: models.pick('4 guesses') },
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('table').parentElement!;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(await canvas.findByTestId('more-columns')).toBeVisible();
    // Scrolled to the last column, the cue goes; back at the start, it returns.
    scroller.scrollLeft = scroller.scrollWidth;
    await waitFor(() => expect(canvas.queryByTestId('more-columns')).toBeNull());
    scroller.scrollLeft = 0;
    await expect(await canvas.findByTestId('more-columns')).toBeVisible();
  },
};

export const TypedGuessFlipping: Story = {
  name: 'Typed guess flipping',
  args: {
    model: models.pick('Typed guess flipping'),
  },
};

export const DebutClueUnlocked: Story = {
  name: 'Debut clue unlocked',
  args: {
    model: models.pick('Debut clue unlocked'),
  },
};

export const RankingClueOpen: Story = {
  name: 'Ranking clue open',
  args: {
    model: models.pick('Ranking clue open'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: t('classic.clues.rankingListLabel') }),
    ).toBeVisible();
  },
};

export const Won: Story = {
  args: {
    model: models.pick('Won'),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shownText(t('common.congratulations')))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/**
 * The answer is a man: the win message, the answer's type and every tile agree with the gender
 * of the performer they describe (a man's "Blanc", a woman's "Blanche", a couple's plain form),
 * and birthplaces name the country in the story's language.
 */
export const WonMan: Story = {
  name: 'Won, a man',
  args: { model: models.pick('Won, a man') },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context);
    const language = storyLanguage({}, context);
    const canvas = within(canvasElement);
    const message = t('common.winMessage', {
      name: man.name,
      type: itemTypeText(t, man.type, 'male'),
      context: 'male',
    });
    await expect(canvas.getByText(splitText(message.replace(/<\/?strong>/g, '')))).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    for (const [index, performer] of [man, otherMan, woman, couple].entries()) {
      const row = rows[index]!;
      const context = genderContext(performer.gender);
      await expect(row).toHaveTextContent(valueText(t, 'ethnicity', performer.ethnicity, context));
      const womans = valueText(t, 'ethnicity', performer.ethnicity, 'female');
      const mans = valueText(t, 'ethnicity', performer.ethnicity, 'male');
      if (context === 'male' && !mans.includes(womans)) {
        // Not a woman's word where the language has one ("Blanche" beside "Blanc").
        await expect(row).not.toHaveTextContent(womans);
      }
      await expect(row).toHaveTextContent(valueText(t, 'type', performer.type, context));
      await expect(row).toHaveTextContent(
        birthPlaceText(
          performer.birthPlace,
          performer.birthCountry,
          language,
          performer.birthCityNames,
        ),
      );
    }
  },
};

export const WonAfterManyGuesses: Story = {
  name: 'Won after many guesses',
  args: {
    model: models.pick('Won after many guesses'),
  },
};

export const WinRevealing: Story = {
  name: 'Won, row still flipping',
  args: {
    model: models.pick('Won, row still flipping'),
  },
};

export const DifficultyEasy: Story = {
  name: 'Difficulty: easy',
  args: { model: models.pick('Difficulty: easy') },
};

export const DifficultyMedium: Story = {
  name: 'Difficulty: medium',
  args: { model: models.pick('Difficulty: medium') },
};

export const DifficultyHard: Story = {
  name: 'Difficulty: hard',
  args: { model: models.pick('Difficulty: hard') },
};

export const CustomDisclaimer: Story = {
  name: 'Custom disclaimer',
  args: { disclaimer: 'Data from our own partner catalogue.' },
};
