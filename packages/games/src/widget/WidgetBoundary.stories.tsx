import type { Meta, StoryObj } from '@storybook/react-vite';
import { LANGUAGES } from '@guessdle/api/modes';
import { createHandlers } from '@guessdle/api/mocks';
import { expect, fn, within } from 'storybook/test';
import { ClassicGame, type ClassicGameProps } from '../classic/ClassicGame';
import {
  storyAdapters,
  storyLanguage,
  storyNow,
  storyT,
  type WidgetStoryArgs,
} from '../../testing/stories';

/** A part of the host's own, rendered inside the widget (its disclaimer), that throws. */
function Broken(): never {
  throw new Error('the host disclaimer broke');
}

function Widget({ stored, ...props }: WidgetStoryArgs<ClassicGameProps>) {
  return <ClassicGame {...storyAdapters(stored)} {...props} disclaimer={<Broken />} />;
}

const meta = {
  title: 'Games/Shared/Crash',
  // The story test runs these in all six languages (vitest.config.ts).
  tags: ['games'],
  component: Widget,
  args: { now: storyNow, onError: fn() },
  argTypes: {
    language: { control: 'select', options: [...LANGUAGES] },
    now: { table: { disable: true } },
  },
  render: (args, context) => <Widget {...args} language={storyLanguage(args, context)} />,
  parameters: { layout: 'fullscreen', msw: createHandlers() },
} satisfies Meta<typeof Widget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A widget that throws while it renders (here the host's disclaimer): its error boundary shows the
 * error view in the widget's box, with a retry, and tells the host through `onError`.
 */
export const CrashedWhileRendering: Story = {
  name: 'Crashed while rendering',
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(t('common.errorTitle'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await expect(context.args.onError).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'crash', code: undefined }),
    );
  },
};
