/**
 * The baseline of `pnpm bench:crono`: a bare React round. A photo and four buttons; a click shows
 * the verdict on the clicked button (colour, symbol, word), and once the verdict's moment is over
 * and the next photo has decoded, the next round shows: the next photo and new buttons (keyed by
 * the round). Plain elements, no styling library, no store, no network. Built on its own with this
 * repository's React and Vite (e2e/support/react-round.ts) and mounted in the bench's page. No
 * JSX: the build has no React plugin.
 */
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';

function decode(url: string): Promise<void> {
  const image = new Image();
  image.decoding = 'async';
  image.src = url;
  return image.decode().catch(() => undefined);
}

function BareRound({ photos, holdMs }: { photos: readonly string[]; holdMs: number }) {
  const [round, setRound] = useState(0);
  const [picked, setPicked] = useState<{ index: number; correct: boolean } | null>(null);
  const pick = (index: number) => {
    if (picked) return;
    setPicked({ index, correct: index % 2 === 0 });
    const next = photos[(round + 1) % photos.length] as string;
    void Promise.all([decode(next), new Promise((done) => setTimeout(done, holdMs))]).then(() => {
      setPicked(null);
      setRound((r) => r + 1);
    });
  };
  return h(
    'div',
    null,
    h('img', {
      src: photos[round % photos.length],
      alt: 'bare round photo',
      width: 96,
      height: 96,
      style: { display: 'block' },
    }),
    h(
      'div',
      { role: 'group', 'aria-label': 'bare round options' },
      [0, 1, 2, 3].map((index) => {
        const verdict =
          picked?.index === index ? (picked.correct ? 'correct' : 'wrong') : undefined;
        return h(
          'button',
          {
            key: `${round}:${index}`,
            type: 'button',
            'data-verdict': verdict,
            style: {
              display: 'block',
              width: '100%',
              minHeight: 32,
              background: verdict ? (verdict === 'correct' ? '#257e3f' : '#9f2f24') : '#eee',
              color: verdict ? 'white' : 'black',
            },
            onClick: () => pick(index),
          },
          verdict ? (verdict === 'correct' ? '✓ Correct' : '✗ Wrong') : `Option ${index + 1}`,
        );
      }),
    ),
  );
}

/** Renders the round fixed at the top right of the page. */
export function mount(photos: readonly string[], holdMs: number): void {
  const container = document.createElement('div');
  container.id = 'bench-react-root';
  container.style.cssText =
    'position:fixed;top:0;right:0;z-index:9999;width:140px;background:white;color:black';
  document.body.append(container);
  createRoot(container).render(h(BareRound, { photos, holdMs }));
}
