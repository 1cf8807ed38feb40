import type { Meta, StoryObj } from '@storybook/react-vite';
import { getContrast } from 'polished';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { themes, type ThemeName } from './themes';
import type { Theme } from './tokens';

// Foundations: every value below is read from the theme objects themselves, so these pages never
// drift from what ships. Contrast ratios are computed (polished's getContrast) against the
// background the token is meant to sit on.

const THEME_NAMES = Object.keys(themes) as ThemeName[];

/** Every colour token of a theme, as [path, value]. */
function colourTokens(theme: Theme): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === 'string') out.push([path, node]);
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, path ? `${path}.${key}` : key);
  };
  walk(theme.colors, '');
  return out;
}

/** The background a colour token is read against: text on its container, feedback text on tiles. */
function backgroundOf(theme: Theme, path: string): string {
  const c = theme.colors;
  if (path.startsWith('input.')) return c.input.background;
  if (path.startsWith('selectMenu.')) return c.selectMenu.background;
  if (path === 'button.text') return c.button.background;
  if (path === 'button.disabledText') return c.button.disabledBackground;
  if (path.startsWith('toggle.')) return c.toggle.background;
  if (path.startsWith('popover.')) return c.popover.background;
  if (path === 'container.feedbackText') return c.container.positiveBackground;
  if (path === 'accentContrast') return c.accent;
  return c.page.background;
}

function isPlainColour(value: string): boolean {
  return /^#[0-9a-f]{3,8}$/i.test(value);
}

const cell = { padding: '4px 8px', textAlign: 'left' as const };

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', marginBottom: 24 }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour }: { colour: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 32,
        height: 20,
        background: colour,
        border: '1px solid currentColor',
        verticalAlign: 'middle',
      }}
    />
  );
}

function Colours({ name }: { name: ThemeName }) {
  const theme = themes[name];
  return (
    <Table caption={`Colours: ${name}`} head={['Token', 'Swatch', 'Value', 'Read on', 'Contrast']}>
      {colourTokens(theme).map(([path, value]) => {
        const background = backgroundOf(theme, path);
        const ratio =
          isPlainColour(value) && isPlainColour(background) ? getContrast(value, background) : null;
        return (
          <tr key={path}>
            <th scope="row" style={cell}>
              <code>{path}</code>
            </th>
            <td style={cell}>
              <Swatch colour={value} />
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>
              <code>{background}</code>
            </td>
            <td style={cell} data-contrast={ratio ?? ''}>
              {ratio === null
                ? '–'
                : `${ratio.toFixed(2)}:1${ratio >= 4.5 ? ' (AA text)' : ratio >= 3 ? ' (AA large, UI)' : ''}`}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** One theme's page, in its own colours, so each theme is read where it will be used. */
function InTheme({ name, children }: { name: ThemeName; children: ReactNode }) {
  const theme = themes[name];
  return (
    <section
      aria-label={`Theme ${name}`}
      style={{
        background: theme.colors.page.background,
        color: theme.colors.text.primary,
        fontFamily: theme.fonts.body,
        padding: 16,
      }}
    >
      {children}
    </section>
  );
}

/**
 * The design tokens of `@guessdle/ui`, read from `themes`. Components take every value from the
 * theme (`({ theme }) => theme.colors…`); a new shade is a polished call in `themes.source.ts`.
 */
const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'fullscreen', controls: { disable: true } },
  tags: ['!autodocs'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every colour of the three themes, with its contrast against the background it is read on.
 * Text needs 4.5:1 (AA), large text and UI parts 3:1; the theme tests hold the themes to it.
 */
export const ColoursAndContrast: Story = {
  name: 'Colours and contrast',
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      {THEME_NAMES.map((name) => (
        <InTheme key={name} name={name}>
          <Colours name={name} />
        </InTheme>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One table per theme, one row per colour token, each from the theme object.
    for (const name of THEME_NAMES) {
      const table = canvas.getByRole('table', { name: `Colours: ${name}` });
      await expect(within(table).getAllByRole('row')).toHaveLength(
        colourTokens(themes[name]).length + 1,
      );
    }
    const primary = canvasElement.querySelector('[data-contrast]');
    await expect(primary).not.toBeNull();
  },
};

/** The type scale: sizes (rem, 16 px root), weights and families. Same in every theme. */
export const Type: Story = {
  name: 'Type scale',
  render: () => {
    const theme = themes.dark;
    return (
      <InTheme name="dark">
        <Table caption="Font sizes" head={['Token', 'Size', 'Sample']}>
          {Object.entries(theme.fontSizes).map(([token, size]) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>fontSizes.{token}</code>
              </th>
              <td style={cell}>{size}</td>
              <td style={{ ...cell, fontSize: size }}>Guess today&apos;s performer</td>
            </tr>
          ))}
        </Table>
        <Table caption="Weights and families" head={['Token', 'Value']}>
          {Object.entries({ ...theme.fontWeights, ...theme.fonts }).map(([token, value]) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>{token}</code>
              </th>
              <td style={cell}>
                <code>{String(value)}</code>
              </td>
            </tr>
          ))}
        </Table>
      </InTheme>
    );
  },
};

/** Spacing is one unit (`theme.spacing`, px) and its multiples; radii and shadows by name. */
export const SpacingRadiiShadows: Story = {
  name: 'Spacing, radii and shadows',
  render: () => {
    const theme = themes.dark;
    return (
      <InTheme name="dark">
        <Table caption="Spacing (multiples of the unit)" head={['Multiple', 'Pixels', 'Sample']}>
          {[0.5, 1, 2, 3, 4].map((n) => (
            <tr key={n}>
              <th scope="row" style={cell}>
                <code>spacing × {n}</code>
              </th>
              <td style={cell}>{theme.spacing * n}px</td>
              <td style={cell}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    height: 12,
                    width: theme.spacing * n,
                    background: theme.colors.accent,
                  }}
                />
              </td>
            </tr>
          ))}
        </Table>
        <Table caption="Radii" head={['Token', 'Value', 'Sample']}>
          {Object.entries(theme.radii).map(([token, value]) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>radii.{token}</code>
              </th>
              <td style={cell}>{value}</td>
              <td style={cell}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 40,
                    height: 24,
                    borderRadius: value,
                    border: `2px solid ${theme.colors.text.primary}`,
                  }}
                />
              </td>
            </tr>
          ))}
        </Table>
        <Table caption="Shadows" head={['Token', 'Value', 'Sample']}>
          {Object.entries(theme.shadows).map(([token, value]) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>shadows.{token}</code>
              </th>
              <td style={cell}>
                <code>{value}</code>
              </td>
              <td style={cell}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 24,
                    boxShadow: value,
                    background: theme.colors.container.background,
                  }}
                />
              </td>
            </tr>
          ))}
        </Table>
      </InTheme>
    );
  },
};

/**
 * Motion: durations and the easing. With `prefers-reduced-motion: reduce` cards change face
 * without turning (FlipCard reads the preference) and nothing else moves.
 */
export const Motion: Story = {
  render: () => {
    const theme = themes.dark;
    return (
      <InTheme name="dark">
        <Table caption="Motion" head={['Token', 'Value', 'Use']}>
          {Object.entries(theme.motion).map(([token, value]) => (
            <tr key={token}>
              <th scope="row" style={cell}>
                <code>motion.{token}</code>
              </th>
              <td style={cell}>
                <code>{typeof value === 'number' ? `${value} ms` : value}</code>
              </td>
              <td style={cell}>{MOTION_USE[token] ?? ''}</td>
            </tr>
          ))}
        </Table>
      </InTheme>
    );
  },
};

const MOTION_USE: Record<string, string> = {
  flipDurationMs: 'One card turning over (reduced motion: none)',
  flipStaggerMs: 'Delay between the cards of a row',
  fastMs: 'Hover and focus feedback',
  slowMs: 'Panels and hints appearing',
  easing: 'Every transition',
};
