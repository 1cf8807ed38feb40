import sharp from 'sharp';

/**
 * Simple perceptual hashes, as a script matching Crono photos against the public pictures would
 * use them: aHash (8×8 grey, each bit = pixel above the mean) and dHash (9×8 grey, each bit =
 * pixel brighter than its right neighbour). 64 bits each, compared by Hamming distance.
 */
export interface Hashes {
  a: bigint;
  d: bigint;
}

async function grey(input: Buffer | string, width: number, height: number): Promise<Buffer> {
  return sharp(input, { density: 72 })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer();
}

export async function hashes(input: Buffer | string): Promise<Hashes> {
  const g8 = await grey(input, 8, 8);
  const mean = g8.reduce((s, v) => s + v, 0) / g8.length;
  let a = 0n;
  for (const v of g8) a = (a << 1n) | (v > mean ? 1n : 0n);
  const g9 = await grey(input, 9, 8);
  let d = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) {
      d = (d << 1n) | ((g9[y * 9 + x] ?? 0) > (g9[y * 9 + x + 1] ?? 0) ? 1n : 0n);
    }
  }
  return { a, d };
}

export function hamming(x: bigint, y: bigint): number {
  let v = x ^ y;
  let n = 0;
  while (v > 0n) {
    n += Number(v & 1n);
    v >>= 1n;
  }
  return n;
}

/** The index of the candidate nearest to `h` by one hash (ties: the first). */
export function nearest(h: bigint, candidates: readonly bigint[]): number {
  let best = 0;
  let bestDistance = Infinity;
  candidates.forEach((c, i) => {
    const distance = hamming(h, c);
    if (distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  });
  return best;
}
