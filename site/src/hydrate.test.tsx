import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydratePage } from './hydrate';

/** What happened, in order: each item's render, and each run of a task queued beside React. */
let events: string[] = [];

/** Keeps the thread busy for `ms`, as a slow phone would be. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // waiting
  }
}

/** An item that takes 8 ms to render: more than React's slice (5 ms). */
function Slow({ id }: { id: number }) {
  busy(8);
  events.push(`render ${id}`);
  return <li>item {id}</li>;
}

const App = () => (
  <ul>
    {[0, 1, 2, 3, 4, 5].map((id) => (
      <Slow key={id} id={id} />
    ))}
  </ul>
);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('given a page the server painted', () => {
  it('takes its elements over in slices, with other tasks run between them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<App />);
    document.body.append(container);
    const painted = container.querySelector('li');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    events = [];

    hydratePage(container, <App />);
    let hydrated = false;
    const tick = () => {
      events.push('task');
      if (!hydrated) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await vi.waitFor(() => expect(events.filter((e) => e.startsWith('render'))).toHaveLength(6));
    hydrated = true;

    const renders = events.flatMap((e, index) => (e.startsWith('render') ? [index] : []));
    const between = events.slice(renders[0], renders.at(-1)).filter((e) => e === 'task');
    // In one long task, nothing else would run between the first item and the last.
    expect(between.length).toBeGreaterThan(0);
    // Hydrated, not rendered afresh: the painted elements stay, and nothing was reported.
    expect(container.querySelector('li')).toBe(painted);
    expect(debug).not.toHaveBeenCalled();
  });
});
