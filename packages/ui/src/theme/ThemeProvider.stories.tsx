import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { CompareTile } from '../CompareTile';
import { namedFixtures } from '../stories';
import { GuessdleThemeProvider } from './ThemeProvider';
import { createTheme } from './createTheme';
import { listCssVars } from './cssVars';
import { darkTheme, themes } from './themes';

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing}px;
  padding: ${({ theme }) => theme.spacing * 2}px;
  background: ${({ theme }) => theme.colors.page.background};
  color: ${({ theme }) => theme.colors.text.primary};
  font-family: ${({ theme }) => theme.fonts.body};
`;

function Sample() {
  return (
    <Swatches>
      <CompareTile state="correct" label="Gender" value="Female" />
      <CompareTile state="partial" label="Hair color" value="Blonde, Red" />
      <CompareTile state="incorrect" label="Ethnicity" value="Latin" />
      <CompareTile state="higher" label="Rank" value="12" />
      <Button>Copy</Button>
    </Swatches>
  );
}

/** The themes by name: the three shipped ones and an override of one token. */
const themeFixtures = namedFixtures({
  ...themes,
  'Overridden accent': createTheme({
    colors: { button: { background: '#5b2a86', text: '#ffffff' } },
  }),
});

/** The theme provider: the three shipped themes, an override object, and CSS custom properties. */
const meta = {
  title: 'UI/Theme',
  component: GuessdleThemeProvider,
  args: { theme: themeFixtures.pick('dark'), children: <Sample /> },
  argTypes: {
    // Chosen by name: the theme objects and the sample are no use as raw JSON or source.
    theme: themeFixtures.argType,
    children: { control: false },
  },
} satisfies Meta<typeof GuessdleThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {};
export const Light: Story = { args: { theme: themeFixtures.pick('light') } };
export const HighContrast: Story = {
  name: 'High contrast',
  args: { theme: themeFixtures.pick('high-contrast') },
};

/** `createTheme(overrides)` deep-merges one token over the default theme. */
export const OverriddenAccent: Story = {
  name: 'Overridden accent',
  args: { theme: themeFixtures.pick('Overridden accent') },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(91, 42, 134)');
  },
};

/** A host page restyles an embedded game with CSS custom properties alone (no JavaScript). */
export const RestyledByCssVariables: Story = {
  name: 'Restyled by CSS variables',
  render: (args) => (
    <div
      style={{
        ['--gd-colors-button-background' as string]: '#0b6e4f',
        ['--gd-colors-button-text' as string]: '#ffffff',
      }}
    >
      <GuessdleThemeProvider {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy' });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(11, 110, 79)');
    await expect(getComputedStyle(button).color).toBe('rgb(255, 255, 255)');
    await expect(Object.keys(listCssVars(darkTheme))).toContain('--gd-colors-button-background');
  },
};
