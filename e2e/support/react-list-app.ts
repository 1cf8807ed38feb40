/**
 * The baseline of `pnpm bench:keys`: a bare React list. An `<input>` and the names that contain
 * the typed text (lower case, accents removed), closest first (shortest name), cut to the same
 * count as the game's dropdown; plain elements, no styling library, no pictures. Built on its own
 * with this repository's React and Vite (e2e/support/react-list.ts) and mounted in the bench's
 * page. No JSX: the build has no React plugin.
 */
import { createElement as h, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';

const fold = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ').trim();

function BareList({ names, limit }: { names: readonly string[]; limit: number }) {
  const keys = useMemo(() => names.map((name) => ({ name, key: fold(name) })), [names]);
  const [query, setQuery] = useState('');
  const needle = fold(query);
  const matches = needle
    ? keys
        .filter((entry) => entry.key.includes(needle))
        .sort((a, b) => a.key.length - b.key.length || (a.key < b.key ? -1 : 1))
        .slice(0, limit)
    : [];
  return h(
    'div',
    null,
    h('input', {
      id: 'bench-react',
      'aria-label': 'bare React list',
      'aria-controls': 'bench-react-list',
      autoComplete: 'off',
      value: query,
      onChange: (event: { target: { value: string } }) => setQuery(event.target.value),
    }),
    h(
      'ul',
      {
        id: 'bench-react-list',
        role: 'listbox',
        style: { maxHeight: 300, overflowY: 'auto', margin: 0 },
      },
      matches.map((entry) => h('li', { key: entry.name, role: 'option' }, entry.name)),
    ),
  );
}

/** Renders the list fixed at the top right of the page. */
export function mount(names: readonly string[], limit: number): void {
  const container = document.createElement('div');
  container.id = 'bench-react-root';
  container.style.cssText =
    'position:fixed;top:0;right:0;z-index:9999;width:170px;background:white;color:black';
  document.body.append(container);
  createRoot(container).render(h(BareList, { names, limit }));
}
