import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { namedFixtures } from '../stories';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import type { SearchItem } from './useSearchBox';

/** Fictional people with generated initials as pictures (no real person in the repo). */
function avatar(name: string, hue: number): string {
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue} 45% 40%)"/><text x="20" y="25" font-size="14" text-anchor="middle" fill="white" font-family="sans-serif">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const PEOPLE: SearchItem[] = [
  'Amber Vale',
  'Ava Marlowe',
  'Bella Quinn',
  'Cara Nightingale',
  'Dana Fox',
  'Lana Brook',
  'Maya Stone',
  'Nina Ray',
].map((name, index) => ({
  id: `/model/${name.toLowerCase().replace(' ', '-')}`,
  name,
  photoUrl: avatar(name, index * 45),
}));

const MANY: SearchItem[] = Array.from({ length: 50 }, (_, index) => ({
  id: `/model/many-${index + 1}`,
  name: `Nova Many ${index + 1}`,
  photoUrl: avatar(`Nova M${index + 1}`, (index * 37) % 360),
}));

/** The answers the host offers, chosen by name in the controls panel. */
const answers = namedFixtures({
  'Eight people': PEOPLE,
  'Fifty options': MANY,
  'Long names': [
    'Maximiliana Wolkenstein-Hohenberg de la Cruz',
    "Zoë D'Arcy-Łukasiewicz Montgomery-Okonkwo",
    'Ana Li',
  ].map((name, index) => ({
    id: `/model/long-${index + 1}`,
    name,
    photoUrl: avatar(name, index * 90),
  })),
  Empty: [],
});

/** A host like the games: it owns the text and filters (the real search lives in games/core). */
function FilteringHost(args: SearchBoxProps) {
  const [text, setText] = useState(args.defaultInputValue ?? '');
  const items = text.trim()
    ? args.items.filter((p) => p.name.toLowerCase().includes(text.trim().toLowerCase()))
    : [];
  return (
    <SearchBox
      {...args}
      items={items}
      inputValue={text}
      onInputChange={(value) => {
        setText(value);
        args.onInputChange?.(value);
      }}
    />
  );
}

/** The docs page's guidance: when to use it and when not. */
const usage = `
The combobox players type a guess into, with a filtered list of answers.

**Use it** to pick one item from a long list by typing (performers, channels), with keyboard and
mouse.

**Don't use it** for free text (use an input) or for fewer than about seven fixed options (use
buttons or a select).

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/SearchBox',
  component: SearchBox,
  args: {
    items: answers.pick('Eight people'),
    label: 'Search for a pornstar',
    placeholder: 'Search for a pornstar',
    noOptionsText: 'No options',
    loadingText: 'Loading...',
    onSelect: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    items: answers.argType,
    // Pixels (the prop also takes a CSS length, which the panel would show as JSON).
    width: { control: 'number' },
    // A function that words the result count: code, not something to edit.
    resultsText: { control: false },
  },
  render: (args) => <FilteringHost {...args} />,
  parameters: { docs: { description: { component: usage } }, layout: 'padded' },
  decorators: [
    (Story) => (
      // Room for the open menu (max 300 px) so it is not clipped in the docs page.
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: no menu and no 'No options' text (SPEC §5). */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search for a pornstar' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('No options')).not.toBeInTheDocument();
  },
};

/** Type, ArrowDown, Enter: the keyboard-only path picks the first option and clears the input. */
export const KeyboardSelection: Story = {
  name: 'Keyboard selection',
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Search for a pornstar' });
    await userEvent.type(input, 'na');
    const listbox = canvas.getByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('3 results available.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    const first = within(listbox).getByRole('option', { name: 'Dana Fox' });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(PEOPLE[4]);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The menu open with options: photo and name. */
export const Open: Story = {
  args: { defaultInputValue: 'a' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(5);
  },
};

/**
 * Fifty options: only those in or near view load their pictures, once the options have stood
 * still for PHOTO_SETTLE_MS; the rest when scrolled to (a phone-class CPU pays for every picture,
 * and most options are replaced by the next key: `pnpm bench:keys`).
 */
export const ManyOptionsPicturesOnScroll: Story = {
  name: 'Many options, pictures on scroll',
  args: { items: answers.pick('Fifty options') },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'nova');
    const options = await canvas.findAllByRole('option');
    await expect(options).toHaveLength(50);
    const photo = (option: HTMLElement) => option.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(photo(options[0] as HTMLElement)).toHaveAttribute('src'));
    const last = options[49] as HTMLElement;
    await expect(photo(last)).not.toHaveAttribute('src');
    last.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(photo(last)).toHaveAttribute('src', MANY[49]?.photoUrl as string));
  },
};

/** Text typed that matches nothing. */
export const NoOptions: Story = {
  name: 'No options',
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await expect(canvas.getAllByText('No options').length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('option')).toHaveLength(0);
  },
};

/** The host is still fetching the options. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'a');
    await expect(canvas.getAllByText('Loading...').length).toBeGreaterThan(0);
  },
};

/** Channel mode uses another placeholder (SPEC §2). */
export const ChannelPlaceholder: Story = {
  name: 'Channel placeholder',
  args: { placeholder: 'Search for a porn channel', label: 'Search for a porn channel' },
};

export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FilteringHost {...args} label="Empty" />
      <FilteringHost {...args} label="Disabled" disabled />
      <div style={{ minHeight: 360 }}>
        <FilteringHost {...args} label="Typed" defaultInputValue="a" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Typed' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('option').length).toBeGreaterThan(0);
  },
};
