import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '../theme';
import { DifficultyTag } from './DifficultyTag';
import { GameCard } from './GameCard';
import type { LinkComponentProps } from './link';

function routerLink(navigate: (href: string) => void) {
  return function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
    return (
      <a
        href={href}
        data-router=""
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
          navigate(href);
        }}
        {...rest}
      >
        {children}
      </a>
    );
  };
}

describe('given a plain link GameCard', () => {
  it('is one link named by its title and has no arrow', async () => {
    const navigate = vi.fn();
    render(
      <GuessdleThemeProvider>
        <GameCard
          title="Classic"
          description="Guess the model of the day"
          href="/classic"
          linkComponent={routerLink(navigate)}
        />
      </GuessdleThemeProvider>,
    );
    const link = screen.getByRole('link', { name: /Classic/ });
    expect(link).toHaveAttribute('data-router');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/classic');
  });
});

describe('given an expandable GameCard', () => {
  function renderExpandable(onExpandedChange = vi.fn(), navigate = vi.fn()) {
    render(
      <GuessdleThemeProvider>
        <GameCard
          title="Classic"
          href="/classic"
          linkComponent={routerLink(navigate)}
          toggleLabel="Show difficulty modes"
          onExpandedChange={onExpandedChange}
        >
          <DifficultyTag
            level="easy"
            label="Easy"
            description="Ranks 1 to 50"
            href="/classic/easy"
          />
          <DifficultyTag level="hard" label="Hard" description="All ranks" href="/classic/hard" />
        </GameCard>
      </GuessdleThemeProvider>,
    );
    return { navigate, onExpandedChange };
  }

  it('starts collapsed with the panel hidden', () => {
    renderExpandable();
    const arrow = screen.getByRole('button', { name: 'Show difficulty modes' });
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    const panelId = arrow.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    expect(document.getElementById(panelId ?? '')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /Easy/ })).not.toBeInTheDocument();
  });

  it('expands and collapses with the arrow without navigating', async () => {
    const user = userEvent.setup();
    const { navigate, onExpandedChange } = renderExpandable();
    const arrow = screen.getByRole('button', { name: 'Show difficulty modes' });
    await user.click(arrow);
    expect(arrow).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Easy/ })).toHaveAttribute('href', '/classic/easy');
    expect(navigate).not.toHaveBeenCalled();
    await user.click(arrow);
    expect(arrow).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    renderExpandable();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the host wrap the arrow (for a coach mark)', () => {
    render(
      <GuessdleThemeProvider>
        <GameCard title="Crono" renderToggle={(toggle) => <div data-testid="wrap">{toggle}</div>}>
          <a href="/crono/new">Private game</a>
        </GameCard>
      </GuessdleThemeProvider>,
    );
    expect(screen.getByTestId('wrap')).toContainElement(screen.getByRole('button'));
  });
});

describe('given DifficultyTags', () => {
  it('name their level in text and expose it as data-level', () => {
    render(
      <GuessdleThemeProvider>
        <DifficultyTag level="medium" label="Medium" description="Ranks 1 to 100" />
      </GuessdleThemeProvider>,
    );
    const tag = screen.getByText('Medium').parentElement;
    expect(tag).toHaveAttribute('data-level', 'medium');
    expect(tag).toHaveTextContent('MediumRanks 1 to 100');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
