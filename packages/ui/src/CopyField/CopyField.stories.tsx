import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor } from 'storybook/test';
import { CopyField } from './CopyField';

const URL = 'https://guessdle.example/crono/3f1c2a9e-6b0d-4e53-9a55-2d7a1c0e4b11';

/** The docs page's guidance: when to use it and when not. */
const usage = `
A read-only URL with a Copy button and a copied confirmation.

**Use it** to hand over a link (a private Crono game, an embed URL) that players paste elsewhere.

**Don't use it** for editable text (use an input), or for a share text after a win (use
\`ShareBox\`, which also offers the Web Share API).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/CopyField',
  component: CopyField,
  args: {
    value: URL,
    label: 'Share the link with your friends to challenge them',
    copyLabel: 'Copy',
    copiedText: 'Copied!',
    onCopy: fn(),
    onCopiedChange: fn(),
  },
  // A test's stand-in for the browser's clipboard: code, not something to edit.
  argTypes: { clipboardEnvironment: { control: false } },
  // The real clipboard needs a permission prompt: stub it so the story behaves the same everywhere.
  beforeEach: () => {
    if (!navigator.clipboard) return undefined;
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, paddingTop: 48 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Copy → 'Copied!' for a moment (shortened here so the story resets quickly). */
export const CopyLink: Story = {
  name: 'Copy link',
  args: { copiedDurationMs: 600 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copied!'));
    await expect(mocked(navigator.clipboard.writeText)).toHaveBeenCalledWith(URL);
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(''));
    // An uncontrolled change is reported once React has committed it (useControllableState).
    await waitFor(() => expect(args.onCopiedChange).toHaveBeenLastCalledWith(false));
  },
};

/** The copied bubble, held open (controlled). */
export const Copied: Story = { args: { copied: true, onCopiedChange: undefined } };

/** No copy method worked: the URL is selected with a hint. */
export const ManualCopy: Story = {
  name: 'Manual copy',
  args: {
    clipboardEnvironment: {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
      document: undefined,
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('Select the link and copy it.')).toBeVisible();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 56 }}>
      <CopyField {...args} label="Idle" />
      <CopyField {...args} label="Copied" copied />
    </div>
  ),
};
