import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme as render } from '../theme/testing';
import { Counter } from './Counter';

describe('given a Counter', () => {
  it('shows the host text once loaded', () => {
    render(<Counter>12 people already found out!</Counter>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('12 people already found out!');
    expect(status).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a placeholder and a spoken label while the count is unknown', () => {
    render(<Counter loading>never shown</Counter>);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('data-state', 'loading');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('starts the placeholder pulse only when the wait is long enough to notice', () => {
    render(<Counter loading />);
    const bar = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    const rules = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    const own = rules.join('\n').split(`.${bar?.classList[bar.classList.length - 1]}{`)[1] ?? '';
    const delay = /animation:[\w-]+ \d+ms .+? (\d+)ms infinite/.exec(own)?.[1];
    expect(Number(delay)).toBeGreaterThanOrEqual(1000);
  });
});
