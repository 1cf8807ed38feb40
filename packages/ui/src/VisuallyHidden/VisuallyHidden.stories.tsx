import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

/** The docs page's guidance: when to use it and when not. */
const usage = `
Text for screen readers only.

**Use it** wherever meaning is shown by colour, symbol or pattern, so assistive technology hears
it in words.

**Don't use it** to hide content from everyone (don't render it), or for text sighted players also
need.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'correct' },
  // The hidden words are text to edit (a ReactNode prop would show as JSON); the ref is code.
  argTypes: { children: { control: 'text' }, ref: { control: false } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hidden word completes a visible symbol: sighted users see ✓, screen readers hear it. */
export const Default: Story = {
  render: (args) => (
    <p>
      <span aria-hidden="true">✓</span> Gender: Female
      <VisuallyHidden {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('correct');
    await expect(hidden).toBeInTheDocument();
    // Present for assistive technology, but occupies one clipped pixel on screen.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <ul>
      <li>
        Rank: 12 <span aria-hidden="true">⬆</span>
        <VisuallyHidden>, higher</VisuallyHidden>
      </li>
      <li>
        Rank: 40 <span aria-hidden="true">⬇</span>
        <VisuallyHidden>, lower</VisuallyHidden>
      </li>
    </ul>
  ),
};
