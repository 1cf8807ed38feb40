import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { namedFixtures } from '../stories';
import { ShareBox } from './ShareBox';

const TEXT = [
  'I solved the Guessdle #classic in *4 guesses*!',
  '🟥🟩🟨🟥🟥⬆️',
  '🟩🟩🟥🟨🟥⬇️',
  '🟩🟩🟩🟨🟩⬆️',
  '🟩🟩🟩🟩🟩🟩',
  '',
  'https://guessdle.example/classic',
].join('\n');

/** The shortest result: one guess. */
const ONE_GUESS =
  'I solved the Guessdle #channel-guess in *1 guess*!\n🟩🟩🟩\n\nhttps://guessdle.example';

/** The result text (several lines), chosen by name in the controls panel. */
const texts = namedFixtures({ 'Four guesses': TEXT, 'One guess': ONE_GUESS });

/** The docs page's guidance: when to use it and when not. */
const usage = `
The share block after a win: the result text and a Copy (or Share) button.

**Use it** once a daily game is won, to share the result as text.

**Don't use it** to share a link (use \`CopyField\`) or before the game is over.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/ShareBox',
  component: ShareBox,
  args: {
    title: 'You solved the puzzle in 4 guesses! Share your results with your friends!',
    text: texts.pick('Four guesses'),
    copyLabel: 'Copy',
    copiedText: 'Result copied to clipboard!',
    onCopy: fn(),
    onCopiedChange: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    text: texts.argType,
    // Pixels (the prop also takes a CSS length, which the panel would show as JSON).
    width: { control: 'number' },
    // A test's stand-ins for the browser's clipboard and share sheet: code, not something to edit.
    clipboardEnvironment: { control: false },
    shareEnvironment: { control: false },
  },
  // The real clipboard needs a permission prompt: stub it so the story behaves the same everywhere.
  beforeEach: () => {
    if (!navigator.clipboard) return undefined;
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ShareBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the copy. */
export const Idle: Story = {};

/** Copy → 'Result copied to clipboard!'. */
export const CopyResult: Story = {
  name: 'Copy result',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Result copied to clipboard!'),
    );
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(TEXT);
    await expect(args.onCopy).toHaveBeenCalledWith('clipboard-api');
    await expect(canvas.getByRole('region')).toHaveAttribute('data-state', 'copied');
  },
};

/** After a copy (controlled). */
export const Copied: Story = { args: { copied: true } };

/** Clipboard API refused and execCommand unavailable: the text is offered selected. */
export const ManualCopy: Story = {
  name: 'Manual copy',
  args: {
    clipboardEnvironment: {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      document: undefined,
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    const area = await canvas.findByRole('textbox', { name: 'Result' });
    await expect(area).toHaveValue(TEXT);
    await expect(args.onCopy).toHaveBeenCalledWith('manual');
  },
};

/** One guess: the shortest text. */
export const OneGuess: Story = {
  name: 'One guess',
  args: {
    title: 'You solved the puzzle in 1 guess! Share your results with your friends!',
    text: texts.pick('One guess'),
  },
};

/** A phone or in-app browser with a share sheet: Share opens it with the result; Copy stays. */
export const Shareable: Story = {
  args: {
    shareLabel: 'Share',
    onShare: fn(),
    shareEnvironment: { share: fn(() => Promise.resolve()), canShare: () => true },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(args.onShare).toHaveBeenCalledWith('shared'));
    await expect(args.shareEnvironment?.share).toHaveBeenCalledWith({ text: TEXT });
    await expect(canvas.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** The browser refuses to share (policy, in-app quirk): the result is copied instead. */
export const ShareRefused: Story = {
  name: 'Share refused',
  args: {
    onShare: fn(),
    shareEnvironment: {
      share: () => Promise.reject(new DOMException('refused', 'NotAllowedError')),
      canShare: () => true,
    },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Result copied to clipboard!'),
    );
    await expect(args.onShare).toHaveBeenCalledWith('failed');
    await expect(args.onCopy).toHaveBeenCalledWith('clipboard-api');
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'start' }}>
      <ShareBox {...args} title="Idle" />
      <ShareBox {...args} title="Copied" copied />
      <ShareBox
        {...args}
        title="With a share sheet"
        shareEnvironment={{ share: () => Promise.resolve(), canShare: () => true }}
      />
    </div>
  ),
};
