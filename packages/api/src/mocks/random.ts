/** A small seeded PRNG (mulberry32), so mock games and ids are the same on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';
const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function pick(random: () => number, alphabet: string): string {
  return alphabet.charAt(Math.floor(random() * alphabet.length));
}

/** An RFC 4122 version-4 UUID drawn from `random`. */
export function randomUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => pick(random, HEX));
  hex[12] = '4';
  hex[16] = '89ab'.charAt(Math.floor(random() * 4));
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function randomId(random: () => number, length: number): string {
  return Array.from({ length }, () => pick(random, ID_CHARS)).join('');
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
