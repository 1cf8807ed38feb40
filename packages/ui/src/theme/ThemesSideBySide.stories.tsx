import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { CompareTile } from '../CompareTile';
import { reviewThemes } from './ThemesSideBySide';
import { themes } from './themes';

/** The colour a CSS value computes to in this browser, to compare with computed styles. */
function computed(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

function Sample() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
      <CompareTile state="correct" label="Gender" value="Female" />
      <CompareTile state="partial" label="Hair color" value="Blonde, Red" />
      <CompareTile state="incorrect" label="Ethnicity" value="Latin" />
      <CompareTile state="higher" label="Rank" value="12" />
      <Button>Copy</Button>
      <Button variant="secondary">Close</Button>
    </div>
  );
}

/**
 * The review view: any story in all three themes side by side (toolbar: Review → Three themes
 * side by side). These stories turn it on themselves, so the story tests check it in every run.
 */
const meta = {
  title: 'Foundations/Themes side by side',
  component: Sample,
  parameters: { layout: 'fullscreen' },
  globals: { review: 'themes' },
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tiles and buttons in every theme; the toolbar's theme is the live column. */
export const TilesAndButtons: Story = {
  name: 'Tiles and buttons',
  play: async ({ canvasElement, globals }) => {
    const columns = [...canvasElement.querySelectorAll<HTMLElement>('[data-review-theme]')];
    await expect(columns.map((column) => column.dataset['reviewTheme'])).toEqual(
      reviewThemes.map((theme) => theme.name),
    );
    for (const column of columns) {
      const name = column.dataset['reviewTheme'] as keyof typeof themes;
      const live = name === globals['theme'];
      await expect(column.hasAttribute('data-review-live')).toBe(live);
      // The live copy is in the page; the others render, styled, in their own shadow roots.
      const scope = live
        ? column
        : (column.querySelector('[data-review-copy]')!.shadowRoot as unknown as HTMLElement);
      const button = within(scope).getByRole('button', { name: 'Copy' });
      await expect(getComputedStyle(button).backgroundColor).toBe(
        computed(themes[name].colors.button.background),
      );
    }
    // Play functions see one copy: the live one.
    await expect(within(canvasElement).getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  },
};
