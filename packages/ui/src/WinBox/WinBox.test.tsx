import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../GameCard/link';
import { GuessdleThemeProvider } from '../theme';
import { WinBox, type WinBoxProps } from './WinBox';

const scrollIntoView = vi.fn();

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => {
  scrollIntoView.mockClear();
  Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
    value: scrollIntoView,
    configurable: true,
  });
  mockReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

function renderWin(props: Partial<WinBoxProps> = {}) {
  return render(
    <GuessdleThemeProvider>
      <WinBox message="Ada Vale is the pornstar of the day!" {...props} />
    </GuessdleThemeProvider>,
  );
}

describe('given a WinBox', () => {
  it('is a status with the heading and the message', () => {
    renderWin();
    expect(screen.getByRole('status', { name: 'Congratulations!' })).toHaveTextContent(
      'Ada Vale is the pornstar of the day!',
    );
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
  });

  it('scrolls smoothly into view when it appears', () => {
    renderWin();
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'smooth', block: 'center' });
  });

  it('jumps without smooth scrolling when reduced motion is asked for', () => {
    mockReducedMotion(true);
    renderWin();
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'auto', block: 'center' });
  });

  it('can leave scrolling to the host', () => {
    renderWin({ scrollIntoViewOnMount: false });
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('takes the focus the win left on the page to its heading', () => {
    renderWin({ focusOnMount: true });
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toHaveFocus();
  });

  it('leaves focus the player put elsewhere, and takes none unless asked', () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    renderWin({ focusOnMount: true });
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
    const { unmount } = renderWin();
    expect(screen.getAllByRole('heading', { name: 'Congratulations!' }).at(-1)).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
    unmount();
  });

  it('hides the next-mode action when there is no next mode', () => {
    renderWin({ nextModeLabel: undefined });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders the next mode through the host link component', () => {
    const RouterLink = ({ href, children, ...rest }: LinkComponentProps) => (
      <a href={`#router${href}`} data-router="" {...rest}>
        {children}
      </a>
    );
    renderWin({
      nextModeLabel: 'Play image-guess',
      nextModeHref: '/image-guess',
      linkComponent: RouterLink,
    });
    const link = screen.getByRole('link', { name: 'Play image-guess' });
    expect(link).toHaveAttribute('href', '#router/image-guess');
    expect(link).toHaveAttribute('data-router');
  });

  it('renders a button when the host only gives a callback', async () => {
    const onNextMode = vi.fn();
    renderWin({ nextModeLabel: 'Next mode', onNextMode });
    await userEvent.click(screen.getByRole('button', { name: 'Next mode' }));
    expect(onNextMode).toHaveBeenCalledOnce();
  });

  it('shows the picture with its alternative text', () => {
    renderWin({ pictureUrl: '/ada.png', pictureAlt: 'Ada Vale' });
    expect(screen.getByRole('img', { name: 'Ada Vale' })).toHaveAttribute('src', '/ada.png');
  });
});
