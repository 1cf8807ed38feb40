import type { ReactNode } from 'react';

/**
 * Deuteranopia (no green cones), full severity: Machado, Oliveira and Fernandes (2009), in
 * linear RGB, the space SVG filters work in by default. Stories and tests only.
 */
export const DEUTERANOPIA_MATRIX: readonly (readonly [number, number, number])[] = [
  [0.367322, 0.860646, -0.227968],
  [0.280085, 0.672501, 0.047413],
  [-0.01182, 0.04294, 0.968881],
];

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const toSrgb = (linear: number) => {
  const c = Math.min(1, Math.max(0, linear));
  return 255 * (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
};

/** A computed colour (`rgb(r, g, b)`) as a deuteranope sees it, as the filter draws it. */
export function asDeuteranope(colour: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number).map(toLinear);
  const [x, y, z] = DEUTERANOPIA_MATRIX.map((row) => toSrgb(row[0] * r + row[1] * g + row[2] * b));
  return [x!, y!, z!];
}

/** Distance between two colours in sRGB (0 … 441). */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(...a.map((value, index) => value - (b[index] ?? 0)));
}

const matrixValues = DEUTERANOPIA_MATRIX.map((row) => `${row.join(' ')} 0 0`)
  .concat('0 0 0 1 0')
  .join('  ');

/** Shows `children` through the deuteranopia filter (an inline SVG `feColorMatrix`). */
export function DeuteranopiaView({ children }: { children: ReactNode }) {
  return (
    <>
      <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
        <filter id="deuteranopia">
          <feColorMatrix type="matrix" values={matrixValues} />
        </filter>
      </svg>
      <div data-colour-vision="deuteranopia" style={{ filter: 'url(#deuteranopia)' }}>
        {children}
      </div>
    </>
  );
}
