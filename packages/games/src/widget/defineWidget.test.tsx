import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createMockApi } from '@guessdle/api/mocks';
import { defineWidget, type WidgetBaseProps, type WidgetBodyProps } from './defineWidget';
import { createMemoryStorage } from '../storage/storage';

/** A minimal mode: a counter store and a body that prints it, to watch the shell's wiring. */
interface ToyProps extends WidgetBaseProps {
  label: string;
  onDone?: (label: string) => void;
}
interface ToyState {
  count: number;
  /** A field the body does not render: changing it must not render the body again. */
  elsewhere: number;
  init(): Promise<void>;
  dispose(): void;
  finish(): void;
}

function toyWidget(useStoreEffects?: (store: StoreApi<ToyState>) => void) {
  const lifecycle = { init: vi.fn(), dispose: vi.fn() };
  const renders = { count: 0 };
  const Body = ({ state, props, shareUrl }: WidgetBodyProps<ToyProps, ToyState, 'count'>) => {
    renders.count += 1;
    return (
      <p>
        {props.label} {state.count} {shareUrl}
      </p>
    );
  };
  const widget = defineWidget<ToyProps, ToyState, 'count'>({
    name: 'ToyGame',
    hookName: 'useToyStore',
    createStore: (_deps, props, latest) =>
      createStore<ToyState>()(() => ({
        count: props.label.length,
        elsewhere: 0,
        init: async () => lifecycle.init(),
        dispose: () => lifecycle.dispose(),
        finish: () => latest().onDone?.(latest().label),
      })),
    ...(useStoreEffects ? { useStoreEffects } : {}),
    slice: ['count'],
    Body,
  });
  return { widget, lifecycle, renders };
}

const base = () => ({ api: createMockApi(), storage: createMemoryStorage() });

describe('defineWidget', () => {
  it('builds the store once from the mount props, starts it on mount and stops it on unmount', () => {
    const { widget, lifecycle } = toyWidget();
    const props = base();
    const { rerender, unmount } = render(<widget.Game {...props} label="abc" shareUrl="u" />);
    expect(screen.getByText('abc 3 u')).toBeInTheDocument();
    expect(lifecycle.init).toHaveBeenCalledTimes(1);
    // Props are read once at mount by the store; the body sees the current ones.
    rerender(<widget.Game {...props} label="abcdef" shareUrl="u" />);
    expect(screen.getByText('abcdef 3 u')).toBeInTheDocument();
    expect(lifecycle.dispose).not.toHaveBeenCalled();
    unmount();
    expect(lifecycle.dispose).toHaveBeenCalledTimes(1);
  });

  it('gives the store the latest props for callbacks the host changes after mount', () => {
    let store: StoreApi<ToyState> | undefined;
    const { widget } = toyWidget((s) => {
      store = s;
    });
    const first = vi.fn();
    const second = vi.fn();
    const props = base();
    const { rerender } = render(<widget.Game {...props} label="a" onDone={first} />);
    rerender(<widget.Game {...props} label="b" onDone={second} />);
    store!.getState().finish();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('b');
  });

  it('shares the page address by default and names the widget in errors', () => {
    const { widget } = toyWidget();
    render(<widget.Game {...base()} label="x" />);
    expect(screen.getByText(`x 1 ${window.location.href}`)).toBeInTheDocument();
    expect(widget.Game).toHaveProperty('displayName', 'ToyGame');
    const Outside = () => <>{widget.useStore((s) => s.count)}</>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Outside />)).toThrow('useToyStore must be used within <ToyGame>');
  });

  it('renders the body again for a change of its slice, and not for a change elsewhere', () => {
    let store: StoreApi<ToyState> | undefined;
    const { widget, renders } = toyWidget((s) => {
      store = s;
    });
    render(<widget.Game {...base()} label="ab" shareUrl="u" />);
    expect(screen.getByText('ab 2 u')).toBeInTheDocument();
    const before = renders.count;
    act(() => store!.setState({ elsewhere: 1 }));
    act(() => store!.setState({ elsewhere: 2, count: 2 }));
    expect(renders.count).toBe(before);
    act(() => store!.setState({ count: 5 }));
    expect(screen.getByText('ab 5 u')).toBeInTheDocument();
    expect(renders.count).toBe(before + 1);
  });

  it('rejects a missing api with a message naming the widget, inside its own box', async () => {
    const { widget } = toyWidget();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(<widget.Game {...({ onError } as unknown as ToyProps)} label="x" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ reason: 'crash', message: expect.stringMatching(/ToyGame/) }),
    );
  });
});
