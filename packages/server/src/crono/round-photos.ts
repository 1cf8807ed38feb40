import { statSync } from 'node:fs';
import path from 'node:path';
import type { Photo, PhotoVariants, RoundPictures } from './photos';
import { roundAt, type PoolItem } from './rules';

export interface CronoPoolItem extends PoolItem {
  /** The picture path inside the assets directory (never sent to clients). */
  picture: string;
}

/**
 * The photos of a run's rounds (service.ts): which picture files a round shows (its answer's, and
 * its options' for the hash guard: photos.ts), made a round ahead, taken when the page asks.
 */
export function createRoundPhotos(options: {
  pool: readonly CronoPoolItem[];
  assetsDirs: readonly string[];
  photos: PhotoVariants;
  now: () => number;
}) {
  const { pool, photos, now } = options;
  const files = new Map<string, string | undefined>();

  /** The picture file of a pool item in the first assets directory that has it. */
  function pictureFile(item: CronoPoolItem): string | undefined {
    if (files.has(item.picture)) return files.get(item.picture);
    const relative = item.picture.slice('/assets/'.length).split('?')[0] ?? '';
    let found: string | undefined;
    for (const root of options.assetsDirs) {
      const base = path.resolve(root);
      const file = path.resolve(base, relative);
      if (!file.startsWith(base + path.sep)) continue;
      try {
        if (statSync(file).isFile()) {
          found = file;
          break;
        }
      } catch {
        // Not in this directory: try the next one.
      }
    }
    // Only hits are remembered: a picture added later is found on a later round.
    if (found) files.set(item.picture, found);
    return found;
  }

  /** The picture files a round's photo is made from (its answer's, and its options' for the guard). */
  function roundPictures(seed: string, round: number): RoundPictures | undefined {
    const r = roundAt(seed, round, pool.length);
    const answerItem = pool[r.answer];
    const answer = answerItem && pictureFile(answerItem);
    if (!answer) return undefined;
    const opts = r.options.flatMap((i) => {
      const item = pool[i];
      const file = item && pictureFile(item);
      return file ? [file] : [];
    });
    return { answer, options: opts };
  }

  /**
   * A run's round, as the photos know it. Not the round's token: a round's photo can be made
   * before its round exists (and its token is drawn).
   */
  const roundKey = (seed: string, round: number) => `${seed}:${round}`;

  /**
   * Starts making the photo of a run's round, so it is ready when asked for: the first round's
   * during the countdown, each next one's once the photo of the round before it has been sent
   * (while the player looks at that one). So a pick's answer makes no picture and never waits
   * behind one, and the next photo is ready when the page asks for it. A client that never asks
   * for photos costs no picture work ahead.
   */
  function prepare(seed: string, round: number): void {
    const pictures = roundPictures(seed, round);
    if (pictures) photos.prepare(roundKey(seed, round), pictures, now());
  }

  return {
    prepare,
    /** The answered round's photo is no longer served. */
    drop: (seed: string, round: number) => photos.drop(roundKey(seed, round)),
    /** The photo of a round being played, and the next round's started meanwhile. */
    take(seed: string, round: number): Promise<Photo> | undefined {
      const pictures = roundPictures(seed, round);
      if (!pictures) return undefined;
      const photo = photos.take(roundKey(seed, round), pictures, now());
      // The next round's photo is made while the player looks at this one.
      void photo.then(
        () => prepare(seed, round + 1),
        () => undefined,
      );
      return photo;
    },
  };
}
