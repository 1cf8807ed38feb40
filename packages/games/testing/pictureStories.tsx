import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { expect, within } from 'storybook/test';
import type { PictureMode } from '@guessdle/api/modes';
import type { I18n } from '../src/i18n/instance';
import { PICTURE_MODE_CASES, type PictureItem, type PictureModeCase } from './pictureModes';
import { storyT } from './stories';

// Helpers of the picture game's stories: each story shows its state once per picture mode of the
// registration, side by side, and its play function checks every mode in turn.

/** Today's answer, yesterday's and the wrong guesses a mode's stories play with. */
export interface PictureStoryItems {
  answer: PictureItem;
  yesterday: PictureItem;
  /** Wrong guesses, in the order the stories make them. */
  wrong: PictureItem[];
  /** Wrong guesses with the longest names first. */
  longNames: PictureItem[];
}

export function pictureStoryItems(pictureMode: PictureModeCase): PictureStoryItems {
  const { items, name } = pictureMode;
  const answer = items[3]!;
  const others = items.filter((item) => item !== answer);
  return {
    answer,
    yesterday: items[5]!,
    wrong: others.slice(10, 24),
    longNames: others.toSorted((a, b) => name(b).length - name(a).length),
  };
}

const Modes = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing * 4}px;
`;

const Mode = styled.div`
  flex: 1 1 ${({ theme }) => theme.spacing * 60}px;
  min-width: 0;
`;

/** Every picture mode's `render(mode)`, side by side, each in a box its play function finds. */
export function EveryPictureMode({ render }: { render: (mode: PictureModeCase) => ReactNode }) {
  return (
    <Modes>
      {PICTURE_MODE_CASES.map((pictureMode) => (
        <Mode key={pictureMode.mode} data-mode={pictureMode.mode}>
          {render(pictureMode)}
        </Mode>
      ))}
    </Modes>
  );
}

/** The box of one mode in a story's canvas. */
export function modeBox(canvasElement: HTMLElement, mode: PictureMode): HTMLElement {
  const box = canvasElement.querySelector<HTMLElement>(`[data-mode="${mode}"]`);
  if (!box) throw new Error(`The story shows no ${mode} game`);
  return box;
}

/** What a story's check of one mode gets: the mode, its box in the canvas and its items. */
export interface ModeStep<Args> extends PictureStoryItems {
  pictureMode: PictureModeCase;
  box: HTMLElement;
  /** Queries scoped to the mode's box. */
  canvas: ReturnType<typeof within>;
  /** The story's texts (see `storyT`). */
  t: I18n['t'];
  args: Args;
  /** How hidden the mode's picture is on screen now (`data-scale`, `data-blur`). */
  hidden(): number;
}

/**
 * A play function that runs `check` for every picture mode, in the registration's order: a story
 * plays the same steps in each mode's box.
 */
export function everyModePlay<Args extends object = object>(
  check: (step: ModeStep<Args>) => Promise<void>,
) {
  return async (context: {
    canvasElement: HTMLElement;
    args: Args;
    globals: Record<string, unknown>;
  }): Promise<void> => {
    const t = storyT(context);
    for (const pictureMode of PICTURE_MODE_CASES) {
      const box = modeBox(context.canvasElement, pictureMode.mode);
      await check({
        ...pictureStoryItems(pictureMode),
        pictureMode,
        box,
        canvas: within(box),
        t,
        args: context.args,
        hidden: () => shownHidden(pictureMode, box),
      });
    }
  };
}

/** Every mode shows the loading view. */
export const expectLoadingEverywhere = everyModePlay(async ({ canvas, t }) => {
  await expect(canvas.getByText(t('common.loading'))).toBeVisible();
});

/** How hidden a mode's picture is on screen (`data-scale`, `data-blur`), as a number. */
function shownHidden(pictureMode: PictureModeCase, box: HTMLElement): number {
  const value = box
    .querySelector(`[${pictureMode.attribute}]`)
    ?.getAttribute(pictureMode.attribute);
  return value == null ? Number.NaN : Number(value);
}

/**
 * The a11y check of a story that shows every mode side by side: each game alone names its
 * landmarks uniquely, but two games on one page repeat their share boxes' (same title), which axe
 * reports as `landmark-unique`. That rule is off for these stories only; every other rule stays.
 */
const everyModeA11y = {
  config: { rules: [{ id: 'landmark-unique', enabled: false }] },
};

/** The parameters of a story file whose stories show every mode side by side. */
export const everyModeParameters = { layout: 'fullscreen', a11y: everyModeA11y };
