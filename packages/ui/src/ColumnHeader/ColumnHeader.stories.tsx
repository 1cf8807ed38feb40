import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { namedFixtures } from '../stories';
import { ColumnHeader } from './ColumnHeader';

const columns = [
  { label: 'Model', tooltip: 'The model you guessed' },
  { label: 'Gender', tooltip: 'Female, Male, Couple or None' },
  { label: 'Type', tooltip: 'Model or pornstar' },
  { label: 'Birthplace', tooltip: 'Country of birth' },
  { label: 'Ethnicity', tooltip: 'Partial when only some values match' },
  { label: 'Hair color', tooltip: 'Partial when only some colours match' },
  { label: 'Rank', tooltip: 'An arrow shows whether the answer ranks higher or lower' },
];

/** The header rows a designer can pick in the controls panel. */
const columnSets = namedFixtures({
  'Seven columns': columns,
  'Three columns': columns.slice(0, 3),
  'Long labels': [
    { label: 'Model', tooltip: 'The model you guessed' },
    { label: 'Country of birth', tooltip: 'Country of birth' },
    { label: 'Hair colour (natural)', tooltip: 'Partial when only some colours match' },
    {
      label: 'Position in the ranking',
      tooltip: 'An arrow shows whether the answer ranks higher or lower',
    },
  ],
  Empty: [],
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
The header row over the guess table, with a tooltip per column.

**Use it** above \`GuessRow\`s inside the host's \`role="table"\`, one column per compared field.

**Don't use it** outside a guess table, or for a caption or a heading (use a heading element).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/ColumnHeader',
  component: ColumnHeader,
  args: { columns: columnSets.pick('Seven columns') },
  argTypes: { columns: columnSets.argType },
  decorators: [
    (Story) => (
      <div role="table" aria-label="Your guesses" style={{ paddingTop: 72 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof ColumnHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('columnheader');
    for (const [i, column] of columns.entries()) {
      await expect(headers[i]).toHaveAccessibleName(column.label);
    }
    await expect(headers.map((h) => h.getBoundingClientRect().width)).toEqual(
      columns.map(() => 80),
    );
    await userEvent.click(canvasElement);
    // One Tab stop for the row; the arrow keys move between the names.
    await userEvent.tab();
    await expect(canvas.getByText(columns[0]!.label)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(
      'Female, Male, Couple or None',
    );
    await expect(canvas.getByText('Gender')).toHaveAccessibleDescription(
      'Female, Male, Couple or None',
    );
  },
};

export const TooltipOnHover: Story = {
  name: 'Tooltip on hover',
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByText('Rank'));
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent(/ranks higher or lower/);
    await userEvent.unhover(canvas.getByText('Rank'));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <>
      <ColumnHeader {...args} />
      <ColumnHeader {...args} columns={args.columns.slice(0, 3)} columnWidth={120} />
    </>
  ),
};
