import type { Decorator } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createHttpApi, type GuessdleApi } from '@guessdle/api';
import { createHandlers, MOCK_DATE, type MockApiOptions } from '@guessdle/api/mocks';
import type { GuessEntry } from '../src/daily/dailyStore';
import { loadWinParts } from '../src/daily-view/DailyViewParts';
import { createWidgetI18n, WIDGET_NS, type I18n } from '../src/i18n/instance';
import { createMemoryStorage, type KeyValueStorage } from '../src/storage/storage';
import { toLanguage } from '../src/i18n/language';
import { addTransferTexts, type TransferTexts } from '../src/transfer/transferTexts';
import transferEn from '../src/transfer/locales/en.json';
import transferEs from '../src/transfer/locales/es.json';
import transferFr from '../src/transfer/locales/fr.json';
import transferIt from '../src/transfer/locales/it.json';
import transferPl from '../src/transfer/locales/pl.json';
import transferPt from '../src/transfer/locales/pt.json';
import { shownText } from './text';

// Helpers of the games' stories: the setup every widget or view story file repeats, and the
// steps a play function takes to play. What a story asserts stays in the story.

/** The page's clock, pinned to the mock server's day so the reset is 12 hours away. */
export const storyNow = () => Date.parse(`${MOCK_DATE}T12:00:00.000Z`);

/** A widget story's args: the widget's props but its adapters, plus what storage holds at mount. */
export type WidgetStoryArgs<Props> = Omit<Props, 'api' | 'storage'> & {
  /** What the browser's storage holds when the widget mounts. */
  stored?: Record<string, string>;
};

/**
 * A story loader for parts that load on their own (see `later`): their code, loaded before the
 * story renders (the page loads it while the player searches), so a won game shows its win box
 * and a game with guesses its table at once.
 */
export function partsLoaded(...loads: (() => Promise<unknown>)[]) {
  return async (): Promise<Record<string, never>> => {
    await Promise.all(loads.map((load) => load()));
    return {};
  };
}

/** The win box's and share box's code, loaded before the story renders. */
export const winPartsLoaded = partsLoaded(loadWinParts);

/**
 * A widget's adapters in a story: the real HTTP client (msw answers its requests) and storage.
 * The client waits as long as the mock does (no 10 s limit): a "Loading" story's request never
 * answers, so its view stays the loading state instead of turning into a timeout error at a
 * moment that depends on the machine's speed (the visual review captures it).
 */
export function storyAdapters(stored?: Record<string, string>): {
  api: GuessdleApi;
  storage: KeyValueStorage;
} {
  return {
    api: createHttpApi({ baseUrl: '', apiKey: 'storybook', timeoutMs: 0 }),
    storage: createMemoryStorage(stored),
  };
}

/** Storage holding a guess list (ids, newest first) of the mock server's day. */
export function storedGuesses(mode: string, ids: string[]): Record<string, string> {
  return { [`${MOCK_DATE}-${mode}`]: JSON.stringify(ids) };
}

/** The story's language: its own arg, else the toolbar's. */
export function storyLanguage(
  args: { language?: string | undefined },
  context: { globals: Record<string, unknown> },
): string {
  return args.language ?? String(context.globals['locale'] ?? 'en');
}

/**
 * The mock server of a picture-guess widget story file: today's and yesterday's answers of one
 * mode, its counter, and `handlers()` that builds fresh handlers (and mock state) per story, so
 * one story's win never changes another's count.
 */
export function pictureGuessStoryServer(
  mode: 'image-guess' | 'channel-guess',
  answer: { today: string; yesterday: string },
  count = 128,
) {
  const answers: MockApiOptions['answers'] = { [mode]: answer };
  const stats: MockApiOptions['stats'] = { [mode]: count };
  return { answers, stats, handlers: () => createHandlers({ answers, stats }) };
}

const TRANSFER_TEXTS: Record<string, TransferTexts> = {
  en: transferEn,
  es: transferEs,
  fr: transferFr,
  it: transferIt,
  pl: transferPl,
  pt: transferPt,
};

/**
 * A widget i18next instance in `language` with the texts loaded on demand in the product (the
 * transfer dialog's) already added, so stories and their play functions read them at once.
 */
function storyI18n(language: string): I18n {
  const i18n = createWidgetI18n(language);
  const lng = toLanguage(language);
  addTransferTexts(i18n, lng, TRANSFER_TEXTS[lng]!);
  if (lng !== 'en') addTransferTexts(i18n, 'en', transferEn);
  return i18n;
}

/**
 * What the visitor reads, in the story's language: play functions find elements by role and by
 * this text (`t('common.retry')`), so every story passes whatever language the toolbar (or the
 * test project) picks. The preview has loaded every language's texts before the story renders.
 */
export function storyT(context: { args: object; globals: Record<string, unknown> }): I18n['t'] {
  const { language } = context.args as { language?: string | undefined };
  return storyI18n(storyLanguage({ language }, context)).t;
}

/**
 * A text matcher for a counted text whose count the story cannot know (a run's score): it matches
 * the text at any count up to `max`, in every plural form of the story's language.
 */
export function anyCount(t: I18n['t'], key: string, max = 200): (content: string) => boolean {
  const texts = new Set(Array.from({ length: max + 1 }, (_, count) => t(key, { count })));
  return (content) => texts.has(content.trim());
}

/** View stories: an i18next instance in the toolbar's language around the view. */
export const withWidgetI18n: Decorator = (Story, context) => (
  <I18nextProvider
    i18n={storyI18n(String(context.globals['locale'] ?? 'en'))}
    defaultNS={WIDGET_NS}
  >
    <Story />
  </I18nextProvider>
);

/** A guess list (newest first) as the store holds it. */
export function guessEntries(ids: string[], from: GuessEntry['from'] = 'storage'): GuessEntry[] {
  return ids.map((id) => ({ id, from }));
}

/** The search box, once the day has loaded. */
export function findSearch(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByRole('combobox');
}

/** Types a name into the focused search box and picks the first option with the keyboard. */
export async function typeAndPick(name: string) {
  await userEvent.keyboard(name);
  await userEvent.keyboard('{ArrowDown}{Enter}');
}

/** Clicks into the search box, types a name and picks the first option with the keyboard. */
export async function guess(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await findSearch(canvasElement));
  await typeAndPick(name);
}

/** Keyboard only: Tabs into the search box (which it returns). */
export async function tabToSearch(canvasElement: HTMLElement): Promise<HTMLElement> {
  const input = await findSearch(canvasElement);
  while (canvasElement.ownerDocument.activeElement !== input) await userEvent.tab();
  return input;
}

/** Mouse: types the start of a name, then clicks its option. */
export async function pickWithMouse(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await findSearch(canvasElement));
  await userEvent.keyboard(name.slice(0, 5));
  await userEvent.click(await canvas.findByRole('option', { name }));
}

/** The win box shows and the search is gone. */
export async function expectWinBox(canvasElement: HTMLElement, t: I18n['t']) {
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getByText(shownText(t('common.congratulations')))).toBeVisible(),
  );
  await expect(canvas.queryByRole('combobox')).toBeNull();
}

/** A data arg chosen by name in the controls panel: ui's helper, the one of every story. */
export { namedFixtures } from '@guessdle/ui/stories';
