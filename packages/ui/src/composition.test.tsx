import { createRef, type ReactElement, type RefObject } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as ui from './index';
import {
  BlurredLogo,
  Button,
  ClueTile,
  CoachMark,
  ColumnHeader,
  CompareTile,
  CopyField,
  Counter,
  Dialog,
  DifficultyTag,
  ErrorView,
  FlipCard,
  GameCard,
  GuessCard,
  GuessdleThemeProvider,
  GuessRow,
  LanguagePicker,
  Leaderboard,
  Legend,
  LoadingView,
  RankingList,
  SearchBox,
  ShareBox,
  StatsDialog,
  Timer,
  Tooltip,
  VisuallyHidden,
  WinBox,
  ZoomPicture,
} from './index';

/** What a host passes to any primitive's root: attributes, a class, a style and a ref. */
function hostProps(ref: RefObject<null>) {
  return {
    'data-testid': 'root',
    'data-host': 'yes',
    'aria-describedby': 'host-note',
    className: 'host-class',
    style: { marginTop: '7px' },
    ref,
  } as const;
}

type Case = (host: ReturnType<typeof hostProps>) => ReactElement;

/** Every primitive with the fewest props it needs, and the host's props on top. */
const PRIMITIVES: Record<string, Case> = {
  BlurredLogo: (host) => <BlurredLogo src="/logo.svg" alt="Logo to guess" {...host} />,
  Button: (host) => <Button {...host}>Go</Button>,
  ClueTile: (host) => <ClueTile title="Ranking" {...host} />,
  CoachMark: (host) => (
    <CoachMark text="New" {...host}>
      <button type="button">Open</button>
    </CoachMark>
  ),
  ColumnHeader: (host) => <ColumnHeader columns={[]} {...host} />,
  CompareTile: (host) => <CompareTile state="correct" value="12" {...host} />,
  CopyField: (host) => <CopyField value="https://guessdle.test/crono/1" label="Link" {...host} />,
  Counter: (host) => <Counter {...host}>3 players</Counter>,
  Dialog: (host) => (
    <Dialog onClose={() => undefined} title="Settings" closeLabel="Close" {...host} />
  ),
  DifficultyTag: (host) => (
    <DifficultyTag level="easy" label="Easy" href="/classic/easy" {...host} />
  ),
  ErrorView: (host) => <ErrorView title="Something went wrong" {...host} />,
  FlipCard: (host) => <FlipCard back="B" {...host} />,
  GameCard: (host) => <GameCard title="Classic" {...host} />,
  GuessCard: (host) => <GuessCard name="Ada" photoUrl="/a.svg" isCorrect={false} {...host} />,
  GuessRow: (host) => <GuessRow name="Ada" photoUrl="/a.svg" tiles={[]} {...host} />,
  LanguagePicker: (host) => (
    <LanguagePicker
      languages={[{ languageCode: 'en', languageName: 'English' }]}
      value="en"
      onChange={() => undefined}
      {...host}
    />
  ),
  Leaderboard: (host) => <Leaderboard entries={[]} {...host} />,
  Legend: (host) => <Legend {...host} />,
  LoadingView: (host) => <LoadingView {...host} />,
  RankingList: (host) => <RankingList items={[]} label="Ranking" {...host} />,
  SearchBox: (host) => <SearchBox items={[]} label="Search" onSelect={() => undefined} {...host} />,
  ShareBox: (host) => <ShareBox title="Share" text="I won" {...host} />,
  StatsDialog: (host) => (
    <StatsDialog
      onClose={() => undefined}
      title="Statistics"
      closeLabel="Close"
      distributionTitle="Guesses"
      todayLabel="today"
      guessesHeader="Guesses"
      winsHeader="Wins"
      {...host}
    />
  ),
  Timer: (host) => <Timer secondsLeft={30} score={0} {...host} />,
  Tooltip: (host) => (
    <Tooltip content="What it compares" {...host}>
      <button type="button">Rank</button>
    </Tooltip>
  ),
  VisuallyHidden: (host) => <VisuallyHidden {...host}>hidden</VisuallyHidden>,
  WinBox: (host) => <WinBox message="You won" scrollIntoViewOnMount={false} {...host} />,
  ZoomPicture: (host) => <ZoomPicture src="/a.svg" alt="Who is this?" {...host} />,
};

/** Components the package exports that are not primitives with a root of their own. */
const NOT_PRIMITIVES = new Set(['GuessdleThemeProvider']);

function renderWithTheme(element: ReactElement) {
  return render(<GuessdleThemeProvider>{element}</GuessdleThemeProvider>);
}

describe('every primitive forwards the rest of its props and a ref to its root', () => {
  it('lists every component the package exports', () => {
    const components = Object.entries(ui)
      // A component is a function, or the object `forwardRef` and `memo` make.
      .filter(
        ([name, value]) =>
          /^[A-Z]/.test(name) &&
          (typeof value === 'function' ||
            (typeof value === 'object' && value !== null && '$$typeof' in value)),
      )
      .map(([name]) => name)
      .filter((name) => !NOT_PRIMITIVES.has(name));
    expect(components.sort()).toEqual(Object.keys(PRIMITIVES).sort());
  });

  it.each(Object.entries(PRIMITIVES))('%s', (_name, make) => {
    // Typed as a ref to nothing so that one object fits every root element's ref type.
    const ref = createRef<never>();
    const { container } = renderWithTheme(make(hostProps(ref)));
    const root = screen.getByTestId('root');
    // The root is the primitive's outermost element, and the ref is that element.
    expect(container.firstElementChild).toBe(root);
    expect(ref.current).toBe(root);
    expect(root).toHaveAttribute('data-host', 'yes');
    expect(root).toHaveAttribute('aria-describedby', 'host-note');
    // The host's class joins the primitive's own styling class; its style applies.
    expect(root).toHaveClass('host-class');
    expect(root.classList.length).toBeGreaterThan(1);
    expect(root.style.marginTop).toBe('7px');
  });
});

describe('handlers on a root the primitive listens to', () => {
  it("runs the host's handler, then the primitive's", () => {
    const onMouseEnter = vi.fn();
    renderWithTheme(
      <Tooltip content="What it compares" data-testid="root" onMouseEnter={onMouseEnter}>
        <button type="button">Rank</button>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByTestId('root'));
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-state', 'open');
  });

  it("lets the host stop the primitive's own behaviour with preventDefault", () => {
    renderWithTheme(
      <CoachMark text="New" data-testid="root" onKeyDown={(event) => event.preventDefault()}>
        <button type="button">Open</button>
      </CoachMark>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open' }), { key: 'Escape' });
    // Escape would close it; the host prevented that.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('flips a clickable card after the host saw the click', () => {
    const onClick = vi.fn();
    renderWithTheme(<FlipCard back="B" flipOnClick data-testid="root" onClick={onClick} />);
    fireEvent.click(screen.getByTestId('root'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'back');
  });

  it("keeps the primitive's own state attributes over the host's", () => {
    renderWithTheme(<Counter data-testid="root" data-state="host" loading />);
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'loading');
  });

  it("keeps WinBox's own ref working beside the host's", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const ref = createRef<HTMLElement>();
    renderWithTheme(<WinBox message="You won" ref={ref} />);
    expect(ref.current?.tagName).toBe('SECTION');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
