import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createHandlers } from '@guessdle/api/mocks';
import { performers } from '@guessdle/data';
import { ImageGuessGame } from '../picture-guess/PictureGames';
import { formatPuzzleDate } from '../i18n/dates';
import type { DailyWidgetProps } from '../widget/widgetRuntime';
import {
  findSearch,
  storyAdapters,
  storyLanguage,
  storyNow,
  storyT,
  typeAndPick,
  winPartsLoaded,
} from '../../testing/stories';
import { shownText } from '../../testing/text';

// A past day played from the archive: the Image-guess widget with `date`, against the mock
// server's archive (its answer for that day named here, so stored guesses can hold it).

const PAST = '2025-05-28';
const NEXT = '2025-05-27';
const answer = performers[7]!;
const wrong = performers[2]!;

const handlers = () =>
  createHandlers({
    answers: {
      'image-guess': { today: performers[3]!.profileUrl, yesterday: performers[4]!.profileUrl },
    },
    archive: { answers: { 'image-guess': { [PAST]: answer.profileUrl } } },
  });

interface ArchiveStoryProps extends Omit<DailyWidgetProps, 'api' | 'storage'> {
  /** What the browser's storage holds when the widget mounts. */
  stored: Record<string, string>;
}

function ArchiveDay({ stored, ...props }: ArchiveStoryProps) {
  return <ImageGuessGame {...storyAdapters(stored)} {...props} />;
}

const meta = {
  title: 'Games/Archive/Widget',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: ArchiveDay,
  args: {
    now: storyNow,
    date: PAST,
    stored: {},
    shareUrl: 'https://guessdle.example/image-guess/archive',
    archiveNext: { date: NEXT, href: `/image-guess/archive/${NEXT}` },
    onEvent: fn(),
  },
  render: (args, context) => <ArchiveDay {...args} language={storyLanguage(args, context)} />,
  parameters: { msw: handlers() },
  loaders: [winPartsLoaded],
} satisfies Meta<typeof ArchiveDay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's words in the story's language: its title, the solved line, the next day's link. */
function dayTexts(context: Parameters<typeof storyT>[0]) {
  const t = storyT(context);
  const language = storyLanguage(context.args as { language?: string }, context);
  const date = (day: string) => formatPuzzleDate(day, language);
  return {
    t,
    title: t('common.archive.title', { date: date(PAST) }),
    solved: t('common.archive.solved', { date: date(PAST) }),
    next: t('common.archive.next', { date: date(NEXT) }),
    allSolved: t('common.archive.allSolved'),
  };
}

/** Won on its own day: it opens solved (board, result, share), with nothing left to play. */
export const SolvedOnItsDay: Story = {
  name: 'Solved on its day',
  args: {
    stored: {
      [`${PAST}-image-guess`]: JSON.stringify([answer.profileUrl, wrong.profileUrl]),
      [`image-guess-${PAST}-status`]: JSON.stringify({ status: 'completed', tries: 2 }),
    },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { t, title, solved, next } = dayTexts(context);
    await expect(await canvas.findByText(shownText(t('common.congratulations')))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    await expect(canvas.getByText(solved)).toBeVisible();
    await expect(canvas.getByRole('link', { name: next })).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.getByText(/#image-guess #2025-05-28/)).toBeInTheDocument();
  },
};

/** Won now: the win names the day and offers the next unsolved one. */
export const WonNow: Story = {
  name: 'Won now, next day offered',
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { t, solved, next } = dayTexts(context);
    await (await findSearch(context.canvasElement)).click();
    await typeAndPick(answer.name);
    await expect(await canvas.findByText(shownText(t('common.congratulations')))).toBeVisible();
    await expect(await canvas.findByText(solved)).toBeVisible();
    await expect(canvas.getByRole('link', { name: next })).toHaveAttribute(
      'href',
      `/image-guess/archive/${NEXT}`,
    );
    await expect(canvas.queryByText(shownText(t('common.allModesDone')))).toBeNull();
  },
};

/** The last unsolved day won: no next day, and the win says every past puzzle is solved. */
export const LastOneSolved: Story = {
  name: 'Every past day solved',
  args: {
    archiveNext: null,
    stored: { [`archive:${PAST}-image-guess`]: JSON.stringify([answer.profileUrl]) },
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const { solved, allSolved, next } = dayTexts(context);
    await expect(await canvas.findByText(`${solved} ${allSolved}`)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: next })).toBeNull();
  },
};
