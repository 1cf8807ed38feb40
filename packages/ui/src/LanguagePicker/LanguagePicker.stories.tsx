import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { namedFixtures } from '../stories';
import { LanguagePicker, type Language } from './LanguagePicker';

const LANGUAGES: Language[] = [
  { languageCode: 'en', languageName: 'English' },
  { languageCode: 'es', languageName: 'Español' },
  { languageCode: 'fr', languageName: 'Français' },
  { languageCode: 'pl', languageName: 'Polski' },
  { languageCode: 'it', languageName: 'Italiano' },
  { languageCode: 'pt', languageName: 'Português' },
];

/** The languages on offer, chosen by name in the controls panel. */
const offers = namedFixtures({
  'Six languages': LANGUAGES,
  'Two languages': LANGUAGES.slice(0, 2),
});

/** The docs page's guidance: when to use it and when not. */
const usage = `
The list of languages the site offers, each in its own name.

**Use it** once per page, in the header or the menu, to switch the whole interface's language.

**Don't use it** to pick the language of a piece of content (a form field), or with languages the
site does not translate.

Every state side by side: *All states* below. Any story in the three themes at once: toolbar
*Review* → *Three themes side by side*.
`;

const meta = {
  title: 'UI/LanguagePicker',
  component: LanguagePicker,
  args: {
    languages: offers.pick('Six languages'),
    value: 'en',
    label: 'Language',
    onChange: fn(),
  },
  argTypes: {
    languages: offers.argType,
    value: { control: 'select', options: LANGUAGES.map((l) => l.languageCode) },
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<typeof LanguagePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: only the flag. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Click, then choose with the keyboard: onChange receives the code. */
export const ChooseLanguage: Story = {
  name: 'Choose language',
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: English' }));
    const list = canvas.getByRole('list', { name: 'Language' });
    await expect(within(list).getAllByRole('button')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};

/** Opened, with the current language marked. */
export const Expanded: Story = {
  args: { value: 'pt' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: Português' }));
    await expect(canvas.getByRole('button', { name: 'Português' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      {LANGUAGES.map((language) => (
        <LanguagePicker
          key={language.languageCode}
          {...args}
          id={`picker-${language.languageCode}`}
          value={language.languageCode}
        />
      ))}
    </div>
  ),
};
