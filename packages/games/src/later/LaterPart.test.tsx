import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GuessdleThemeProvider } from '@guessdle/ui';
import { later } from './later';
import { LaterOnceOpened, LaterPart, LaterTextsContext } from './LaterPart';

/** An import whose answer the test gives: `fail()` or `succeed()` for the pending call. */
function controlledImport<Module>(module: Module) {
  let settle: { ok: () => void; ko: () => void } | undefined;
  const importModule = vi.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        settle = {
          ok: () => resolve(module),
          ko: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        };
      }),
  );
  return {
    importModule,
    succeed: () => act(async () => settle?.ok()),
    fail: () => act(async () => settle?.ko()),
  };
}

const Part = ({ label }: { label: string }) => <p>{label}</p>;

function renderParts(ui: React.ReactNode) {
  return render(
    <GuessdleThemeProvider>
      <LaterTextsContext.Provider value={{ failed: 'Could not load', retry: 'Again' }}>
        {ui}
      </LaterTextsContext.Provider>
    </GuessdleThemeProvider>,
  );
}

describe('given a LaterPart', () => {
  it('renders a part already loaded in the same pass, with no fallback', async () => {
    const part = later(() => Promise.resolve({ Part }));
    await part.load();
    renderParts(
      <LaterPart part={part} fallback={<p>Loading</p>}>
        {(m) => <m.Part label="Here" />}
      </LaterPart>,
    );
    expect(screen.getByText('Here')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback, then the part', async () => {
    const code = controlledImport({ Part });
    const part = later(code.importModule);
    renderParts(
      <LaterPart part={part} fallback={<p>Loading</p>}>
        {(m) => <m.Part label="Here" />}
      </LaterPart>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await code.succeed();
    expect(await screen.findByText('Here')).toBeInTheDocument();
  });

  it('shows its own retry in place of the part when the load fails, and the retry loads it', async () => {
    const code = controlledImport({ Part });
    const part = later(code.importModule);
    renderParts(
      <>
        <h1>The page around it</h1>
        <LaterPart part={part}>{(m) => <m.Part label="Here" />}</LaterPart>
      </>,
    );
    await code.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    expect(screen.getByRole('heading', { name: 'The page around it' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(code.importModule).toHaveBeenCalledTimes(2);
    await code.succeed();
    expect(await screen.findByText('Here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again by itself when the connection comes back, and on focus', async () => {
    const code = controlledImport({ Part });
    const part = later(code.importModule);
    renderParts(<LaterPart part={part}>{(m) => <m.Part label="Here" />}</LaterPart>);
    await code.fail();
    await screen.findByRole('alert');
    act(() => void fireEvent(window, new Event('online')));
    expect(code.importModule).toHaveBeenCalledTimes(2);
    await code.fail();
    await screen.findByRole('alert');
    act(() => void fireEvent(window, new Event('focus')));
    expect(code.importModule).toHaveBeenCalledTimes(3);
    await code.succeed();
    expect(await screen.findByText('Here')).toBeInTheDocument();
  });

  it('shows every part of one module once it loads, a quiet one included', async () => {
    const code = controlledImport({ Part });
    const part = later(code.importModule);
    renderParts(
      <>
        <LaterPart part={part}>{(m) => <m.Part label="Win box" />}</LaterPart>
        <LaterPart part={part} failed={null}>
          {(m) => <m.Part label="Share box" />}
        </LaterPart>
      </>,
    );
    await code.fail();
    // One retry for both: the quiet part shows nothing.
    expect(await screen.findAllByRole('button', { name: 'Again' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    await code.succeed();
    expect(await screen.findByText('Win box')).toBeInTheDocument();
    expect(await screen.findByText('Share box')).toBeInTheDocument();
  });
});

describe('given a LaterOnceOpened', () => {
  it('loads nothing until first opened, then stays mounted when closed', async () => {
    const importModule = vi.fn(() => Promise.resolve({ Part }));
    const part = later(importModule);
    const view = (open: boolean) => (
      <LaterOnceOpened part={part} open={open}>
        {(m) => <m.Part label={open ? 'Open' : 'Closed'} />}
      </LaterOnceOpened>
    );
    const { rerender } = renderParts(view(false));
    expect(importModule).not.toHaveBeenCalled();
    rerender(
      <GuessdleThemeProvider>
        <LaterTextsContext.Provider value={{ failed: 'x', retry: 'y' }}>
          {view(true)}
        </LaterTextsContext.Provider>
      </GuessdleThemeProvider>,
    );
    expect(await screen.findByText('Open')).toBeInTheDocument();
    rerender(
      <GuessdleThemeProvider>
        <LaterTextsContext.Provider value={{ failed: 'x', retry: 'y' }}>
          {view(false)}
        </LaterTextsContext.Provider>
      </GuessdleThemeProvider>,
    );
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
