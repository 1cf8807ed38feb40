import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTheme } from './createTheme';
import { css, createGlobalStyle, keyframes, styled, StyleTarget, useTheme } from './styled';
import { GuessdleThemeProvider } from './ThemeProvider';

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

const Box = styled.div<{ $tone: 'calm' | 'loud' }>`
  padding: 3px;
  color: ${({ theme }) => theme.colors.accent};
  ${({ $tone }) =>
    $tone === 'loud' &&
    css`
      font-weight: 700;
      animation: ${spin} 1s linear infinite;
    `}
`;

/** Every rule goober has written into the page's head. */
const headRules = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');

describe('styled', () => {
  it('gives the element a class whose rules carry the theme, and keeps $props off the DOM', () => {
    render(
      <GuessdleThemeProvider theme={createTheme({ colors: { accent: '#123456' } })}>
        <Box $tone="calm" data-testid="box" className="host" />
      </GuessdleThemeProvider>,
    );
    const box = screen.getByTestId('box');
    expect(box).not.toHaveAttribute('$tone');
    expect(box).toHaveClass('host');
    const own = [...box.classList].find((name) => name !== 'host') ?? '';
    expect(own).toMatch(/^go\d+/);
    // Themes expose their tokens as custom properties, with the theme's value as fallback.
    expect(headRules()).toContain(`.${own}{padding:3px;color:var(--gd-colors-accent, #123456);}`);
  });

  it('resolves css fragments and keyframes with the props, one class per distinct style', () => {
    render(
      <>
        <Box $tone="calm" data-testid="calm" />
        <Box $tone="loud" data-testid="loud" />
        <Box $tone="loud" data-testid="loud-again" />
      </>,
    );
    const calm = screen.getByTestId('calm').className;
    const loud = screen.getByTestId('loud').className;
    expect(loud).not.toBe(calm);
    expect(screen.getByTestId('loud-again').className).toBe(loud);
    const rules = headRules();
    const name = /animation:(go\d+) 1s linear infinite/.exec(rules)?.[1];
    expect(name).toBeDefined();
    expect(rules).toContain(`@keyframes ${name}{from{transform:rotate(0deg);}`);
    expect(rules.split(`.${loud}{`)).toHaveLength(2);
  });

  it('renders another tag with `as`, and wraps components', () => {
    const Link = ({
      children,
      ...props
    }: {
      href: string;
      className?: string;
      children: string;
    }) => (
      <a {...props} data-testid="link">
        {children}
      </a>
    );
    const Styled = styled(Link)`
      text-decoration: none;
    `;
    render(
      <>
        <Box $tone="calm" as="section" data-testid="section" />
        <Styled href="/x">x</Styled>
      </>,
    );
    expect(screen.getByTestId('section').tagName).toBe('SECTION');
    expect(screen.getByTestId('link')).toHaveAttribute('href', '/x');
    expect(screen.getByTestId('link').className).toMatch(/^go\d+/);
  });

  it('writes into a shadow root under StyleTarget, keyframes included, and nothing in the head', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const Shadowed = styled.p`
      margin: 7px;
      animation: ${keyframes`from { opacity: 0.25; } to { opacity: 1; }`} 2s;
    `;
    const before = headRules();
    render(
      <StyleTarget value={shadow}>
        <Shadowed>inside</Shadowed>
      </StyleTarget>,
      { container: shadow as unknown as HTMLElement },
    );
    const inside = [...shadow.querySelectorAll('style')].map((s) => s.textContent).join('');
    expect(inside).toContain('margin:7px;');
    expect(inside).toContain('{from{opacity:0.25;}');
    expect(headRules()).toBe(before);
    host.remove();
  });

  it('reads the theme with useTheme (the dark theme outside a provider)', () => {
    function Accent() {
      return <span>{useTheme().name}</span>;
    }
    render(<Accent />);
    expect(screen.getByText('dark')).toBeInTheDocument();
  });
});

describe('createGlobalStyle', () => {
  it('adds its rules to the head while mounted and removes them after', () => {
    const Global = createGlobalStyle`
      body { --probe: ${({ theme }) => theme.name}; }
    `;
    const { unmount } = render(<Global />);
    expect(headRules()).toContain('--probe: dark;');
    unmount();
    expect(headRules()).not.toContain('--probe');
  });
});
