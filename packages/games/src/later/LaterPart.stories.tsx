import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyT, withWidgetI18n } from '../../testing/stories';
import { WidgetLaterTexts } from '../widget/widgetRuntime';
import { later } from './later';
import { LaterPart } from './LaterPart';

/** A part whose code fails to load `failures` times, then loads (each story has its own). */
function PartDemo({ failures }: { failures: number }) {
  const [part] = useState(() => {
    let left = failures;
    return later(() =>
      left-- > 0
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ text: 'The part, loaded' }),
    );
  });
  return <LaterPart part={part}>{(module) => <p>{module.text}</p>}</LaterPart>;
}

/**
 * A part of a view whose code loads later (`later/`): what shows in its place when the code could
 * not load (offline, or a deploy removed it), in the widget's language.
 */
const meta = {
  title: 'Games/Shared/LaterPart',
  tags: ['games'],
  component: PartDemo,
  decorators: [
    (Story) => (
      <WidgetLaterTexts>
        <Story />
      </WidgetLaterTexts>
    ),
    withWidgetI18n,
  ],
  args: { failures: 0 },
} satisfies Meta<typeof PartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code arrived: the part itself. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The part, loaded')).toBeVisible();
  },
};

/** The code could not load: the part's own message and retry, in place of the part. */
export const CouldNotLoad: Story = {
  name: 'Could not load',
  args: { failures: Number.POSITIVE_INFINITY },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('common.partFailed'));
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeEnabled();
  },
};

/** The player's retry loads the code this time: the part replaces the message. */
export const LoadedOnRetry: Story = {
  name: 'Loaded on retry',
  args: { failures: 1 },
  play: async (context) => {
    const t = storyT(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('common.retry') }));
    await expect(await canvas.findByText('The part, loaded')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
