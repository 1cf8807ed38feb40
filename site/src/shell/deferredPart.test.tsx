import { act, createContext, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, type DeferredPart } from './deferredPart';

/** A part with state: a press toggles it, so a press handled twice (or never) shows. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
      menu
    </button>
  );
}

/** The code's arrival, in the test's hands. */
function manualLoad() {
  const arrivals: Array<{ resolve: (c: ComponentType) => void; reject: (e: Error) => void }> = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        arrivals.push({ resolve, reject });
      }),
  );
  return { load, arrivals };
}

/** A context of the page around the part (a router's parameters, say). */
const Around = createContext('');

function Page({
  part: Part,
  label,
  around = 'page',
}: {
  part: DeferredPart;
  label: string;
  around?: string;
}) {
  return (
    <Around.Provider value={around}>
      <header>
        <h1>{label}</h1>
        <Part />
      </header>
    </Around.Provider>
  );
}

let root: Root | undefined;

// A part watches its page's document from its creation on: each test's part has a name of its own.
let parts = 0;
const nextName = () => `menu-${++parts}`;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

/**
 * The server's page: its own part (the server has the code), rendered to HTML. Made here, in a
 * document, a part watches the page as a browser's would: the server's takes a name of its own,
 * and its HTML the browser's part's name.
 */
async function paintedPage(name: string): Promise<HTMLElement> {
  const onServer = deferredPart(`${name}-on-server`, async () => Menu);
  await onServer.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={onServer} label="Guessdle" />).replace(
    `data-part="${name}-on-server"`,
    `data-part="${name}"`,
  );
  document.body.append(container);
  return container;
}

/** Hydrates the page as main.tsx does, effects included. */
async function hydrate(container: HTMLElement, part: DeferredPart): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, <Page part={part} label="Guessdle" />);
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('given a part of a page the server painted', () => {
  it('keeps the painted part, loading nothing, until the visitor reaches for it', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const painted = button(container);
    const { load, arrivals } = manualLoad();
    const part = deferredPart(name, load);

    await hydrate(container, part);
    expect(load).not.toHaveBeenCalled();
    expect(button(container)).toBe(painted);

    painted.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrivals[0]?.resolve(Menu);
    // Hydrated over the same element: React handles its presses now.
    await waitFor(() => {
      painted.click();
      expect(painted.getAttribute('aria-expanded')).toBe('true');
    });
    expect(button(container)).toBe(painted);
  });

  it('makes a press that came before the code once, after the part is hydrated', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const { load, arrivals } = manualLoad();
    await hydrate(container, deferredPart(name, load));

    button(container).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(button(container).getAttribute('aria-expanded')).toBe('false');
    arrivals[0]?.resolve(Menu);
    await waitFor(() => expect(button(container).getAttribute('aria-expanded')).toBe('true'));
    await flush();
    // Once: a second press would have closed it again.
    expect(button(container).getAttribute('aria-expanded')).toBe('true');
  });

  it('holds a press made while the page hydrates (one the page loader held)', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const { load, arrivals } = manualLoad();
    const part = deferredPart(name, load);
    root = hydrateRoot(container, <Page part={part} label="Guessdle" />);
    // Before React has hydrated anything: React hydrates the page for the press, not the part.
    button(container).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrivals[0]?.resolve(Menu);
    await waitFor(() => expect(button(container).getAttribute('aria-expanded')).toBe('true'));
    await flush();
    expect(button(container).getAttribute('aria-expanded')).toBe('true');
  });

  it('leaves a part not yet hydrated as it is when the page around it renders again', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const painted = button(container);
    const { load } = manualLoad();
    const part = deferredPart(name, load);
    await hydrate(container, part);

    root?.render(<Page part={part} label="Guessdle, again" />);
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Guessdle, again'));
    expect(button(container)).toBe(painted);
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a copy of the painted part when React must render it afresh, until it is reached', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const { load, arrivals } = manualLoad();
    const part = deferredPart(name, load);
    await hydrate(container, part);

    // A context above the part changed: React cannot hydrate the part any more.
    await act(async () => root?.render(<Page part={part} label="Guessdle" around="changed" />));
    expect(button(container).textContent).toBe('menu');
    expect(button(container).getAttribute('aria-expanded')).toBe('false');
    expect(load).not.toHaveBeenCalled();

    button(container).focus();
    button(container).click();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrivals[0]?.resolve(Menu);
    // The part replaces the copy: the press is made on it, and focus is on its button.
    await waitFor(() => expect(button(container).getAttribute('aria-expanded')).toBe('true'));
    expect(document.activeElement).toBe(button(container));
  });

  it('keeps the painted part when the code fails to load, and tries again on the next reach', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const painted = button(container);
    const { load, arrivals } = manualLoad();
    await hydrate(container, deferredPart(name, load));

    painted.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrivals[0]?.reject(new Error('offline'));
    await flush();
    await flush();
    expect(button(container)).toBe(painted);
    expect(load).toHaveBeenCalledTimes(1);

    painted.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    arrivals[1]?.resolve(Menu);
    await waitFor(() => {
      painted.click();
      expect(painted.getAttribute('aria-expanded')).toBe('true');
    });
  });

  it('loads at once when the part is needed whether reached for or not', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const { load } = manualLoad();
    const part = deferredPart(name, load, { now: () => true });
    await hydrate(container, part);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('loads when the page asks for it (reach), as a visitor would', async () => {
    const name = nextName();
    const container = await paintedPage(name);
    const { load } = manualLoad();
    const part = deferredPart(name, load);
    await hydrate(container, part);
    part.reach();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});

describe('given a page rendered from scratch (nothing painted)', () => {
  it('loads the part at once and shows it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { load, arrivals } = manualLoad();
    const name = nextName();
    root = createRoot(container);
    root.render(<Page part={deferredPart(name, load)} label="Guessdle" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrivals[0]?.resolve(Menu);
    await waitFor(() => expect(button(container)).not.toBeNull());
    button(container).click();
    await waitFor(() => expect(button(container).getAttribute('aria-expanded')).toBe('true'));
  });
});
