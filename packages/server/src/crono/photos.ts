import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { hamming, hashes, type Hashes } from './phash';

/**
 * Crono round photos: every round gets its own server-made picture of the answer, so the bytes,
 * size, dimensions and simple perceptual hashes (aHash, dHash) of a round's photo match neither
 * the public picture under /assets/ nor another round's photo. See "Threat model" in the README.
 *
 * A picture is rasterised once (the slow part, ~50 ms for an SVG) and kept as raw pixels; each
 * variant is then cut from those pixels: a random rotation (3–9° either way), a random crop of
 * 72–86 % of the side at a random place, a mirror image one time in two, a hue, brightness and
 * saturation shift, a random output size, per-pixel noise, and a WebP encoding at a random
 * quality. A person still recognises the face; a script can no longer compare files or hashes.
 * sharp runs in libuv's thread pool, so the event loop keeps answering guesses meanwhile.
 */

/** Side of the raster every variant is cut from. */
const RASTER = 360;
/** Longest a prepared variant waits for its round's photo request. */
const PREPARED_TTL_MS = 5 * 60_000;
/** Bound on prepared variants kept in memory (the oldest go first). */
const PREPARED_MAX = 20_000;

export interface Photo {
  body: Buffer;
  type: string;
}

/** A random integer in [min, max], from the CSPRNG (a script must not predict the next cut). */
export type RandomInt = (min: number, max: number) => number;
const cryptoInt: RandomInt = (min, max) => randomInt(min, max + 1);

interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

/** Builds one variant of a raster: rotate, crop, mirror, colour shift, resize, noise, WebP. */
export async function makeVariant(raster: Raster, rand: RandomInt = cryptoInt): Promise<Photo> {
  const degrees = rand(3, 9) * (rand(0, 1) === 0 ? -1 : 1);
  // Cut inside the rotated square so no blank corner shows: the inscribed square of a square
  // turned by θ has side s / (|cos θ| + |sin θ|), centred in the turned picture's bounding box.
  const theta = (Math.abs(degrees) * Math.PI) / 180;
  const turn = Math.cos(theta) + Math.sin(theta);
  const rw = Math.floor(raster.width * turn);
  const rh = Math.floor(raster.height * turn);
  const inner = Math.floor(raster.width / turn);
  const side = Math.floor((inner * rand(62, 78)) / 100);
  const slack = inner - side;
  const left = Math.floor((rw - inner) / 2) + rand(0, slack);
  const top = Math.floor((rh - inner) / 2) + rand(0, slack);
  const width = rand(208, 296);
  const height = Math.round((width * rand(92, 108)) / 100);
  // One pipeline, in this order (sharp keeps the order of rotate and extract as called): every
  // step between two pipelines was a raw copy of the picture, and those buffers, outside V8's
  // heap, made it collect garbage (a pause of the event loop) every few dozen photos.
  let pipeline = sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: 3 },
  })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .extract({ left, top, width: side, height: side })
    .resize(width, height, { fit: 'fill' });
  if (rand(0, 1) === 1) pipeline = pipeline.flop();
  const { data: shifted, info } = await pipeline
    .extend({
      top: rand(0, 64),
      bottom: rand(0, 64),
      left: rand(0, 64),
      right: rand(0, 64),
      background: { r: rand(0, 255), g: rand(0, 255), b: rand(0, 255) },
    })
    .modulate({
      hue: rand(-40, 40),
      brightness: rand(90, 110) / 100,
      saturation: rand(80, 120) / 100,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const fw = info.width;
  const fh = info.height;
  await addShadeAndNoise(shifted, fw, fh, rand);
  const body = await sharp(shifted, { raw: { width: fw, height: fh, channels: 3 } })
    .webp({ quality: rand(70, 86), effort: 2 })
    .toBuffer();
  return { body, type: 'image/webp' };
}

/** Rows of a picture shaded and grained between two turns of the event loop (~0.3 ms). */
const NOISE_ROWS_PER_TURN = 24;

/**
 * A light falling across the picture from a random direction (±15–30 % brightness from one side
 * to the other) and a grain of ±12 levels per channel. The eye discounts both; average and
 * gradient hashes, which compare brightness between regions and between neighbours, do not.
 *
 * This is the one part of a photo made in JavaScript, on the event loop, so it is cheap and cut
 * into slices: integer arithmetic only in the generator, and a turn of the event loop every
 * NOISE_ROWS_PER_TURN rows, so guesses are answered between two slices instead of waiting for
 * the whole picture (~200 k channel values).
 */
async function addShadeAndNoise(
  data: Buffer,
  width: number,
  height: number,
  rand: RandomInt,
): Promise<void> {
  const angle = (rand(0, 359) * Math.PI) / 180;
  const strength = rand(25, 45) / 100;
  const dx = Math.cos(angle) / width;
  const dy = Math.sin(angle) / height;
  // A fast generator seeded from the CSPRNG (Lehmer, s × 48271 mod 2^31 − 1).
  let s = rand(1, 0x7ffffffe);
  for (let y = 0; y < height; y++) {
    if (y > 0 && y % NOISE_ROWS_PER_TURN === 0) await new Promise((r) => setImmediate(r));
    const row = (y - height / 2) * dy;
    for (let x = 0, i = y * width * 3; x < width; x++) {
      const shade = 1 + strength * 2 * ((x - width / 2) * dx + row);
      for (let c = 0; c < 3; c++, i++) {
        // The next s in exact 32-bit integer arithmetic (Schrage's method: 2^31 − 1 =
        // 48271 × 44488 + 3399), without the floating-point remainder of s × 48271.
        const hi = (s / 44488) | 0;
        s = 48271 * (s - hi * 44488) - 3399 * hi;
        if (s < 0) s += 0x7fffffff;
        // Math.round of a non-negative value (shade > 0), as an integer truncation.
        const v = (((data[i] as number) * shade + 0.5) | 0) + ((s % 25) - 12);
        data[i] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
}

/** Rasterises a picture file once (any format sharp reads, SVG included) to raw RGB pixels. */
async function rasterise(file: string): Promise<Raster> {
  const { data, info } = await sharp(file, { density: 144 })
    .resize(RASTER, RASTER, { fit: 'cover' })
    .flatten({ background: { r: 255, g: 255, b: 255 } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A round's photo request: the answer's picture file and those of all its options. */
export interface RoundPictures {
  answer: string;
  options: readonly string[];
}

/** Variants made at once (sharp itself uses libuv's threads; this bounds the queue's share). */
const BUILDERS = 2;
/** Most variants drawn for one round before the hash guard gives up and serves the last. */
const GUARD_TRIES = 4;

/**
 * Variants prepared ahead: `prepare(key, round)` starts building the photo of a round (`key`
 * names the round: the crono service prepares each round's photo while the round before it is
 * played), so the photo request finds it ready; `take(key, round)` answers it (building it then
 * if this instance did not prepare it, for example after a restart or on another instance).
 *
 * The hash guard: a variant whose average or gradient hash lies nearer to the answer's public
 * picture than to every distractor's is kept only one time in three (else drawn again), which
 * brings "pick the option with the nearest hash" down to chance (1 in 4) without making the
 * answer the one that is never nearest (which would give it away too).
 */
export function createPhotoVariants(options: { rand?: RandomInt } = {}) {
  const rand = options.rand ?? cryptoInt;
  const rasters = new Map<string, Promise<Raster>>();
  const publicHashes = new Map<string, Promise<Hashes>>();
  const prepared = new Map<string, { photo: Promise<Photo>; at: number }>();

  function cached<T>(map: Map<string, Promise<T>>, file: string, make: () => Promise<T>) {
    let r = map.get(file);
    if (!r) {
      r = make();
      map.set(file, r);
      // A picture that fails to render is retried next time rather than cached as a failure.
      r.catch(() => map.delete(file));
    }
    return r;
  }
  const raster = (file: string) => cached(rasters, file, () => rasterise(file));
  const publicHash = (file: string) => cached(publicHashes, file, () => hashes(file));

  async function build(round: RoundPictures): Promise<Photo> {
    const [r, answer, ...others] = await Promise.all([
      raster(round.answer),
      publicHash(round.answer),
      ...round.options.filter((o) => o !== round.answer).map(publicHash),
    ]);
    let photo = await makeVariant(r, rand);
    for (let tries = 1; tries < GUARD_TRIES; tries++) {
      const h = await hashes(photo.body);
      const pointsAtAnswer = (kind: keyof Hashes) =>
        others.every((o) => hamming(h[kind], answer[kind]) < hamming(h[kind], o[kind]));
      if (!(pointsAtAnswer('a') || pointsAtAnswer('d')) || rand(0, 2) === 0) break;
      photo = await makeVariant(r, rand);
    }
    return photo;
  }

  function prune(at: number): void {
    for (const [key, entry] of prepared) {
      if (prepared.size <= PREPARED_MAX && at - entry.at < PREPARED_TTL_MS) break;
      prepared.delete(key);
    }
  }

  // Variants are made at most BUILDERS at a time, in order; a round answered before its turn
  // came is skipped, so a script that picks without looking costs no picture work.
  const queue: Array<() => void> = [];
  let building = 0;
  function next(): void {
    while (building < BUILDERS && queue.length > 0) {
      building += 1;
      (queue.shift() as () => void)();
    }
  }

  function start(key: string, round: RoundPictures, at: number, urgent: boolean): Promise<Photo> {
    const photo = new Promise<Photo>((resolve, reject) => {
      const run = () => {
        const p = prepared.get(key)?.photo === photo || urgent ? build(round) : undefined;
        if (!p) {
          building -= 1;
          next();
          reject(new Error('round answered before its photo was made'));
          return;
        }
        p.then(resolve, reject).finally(() => {
          building -= 1;
          next();
        });
      };
      if (urgent) queue.unshift(run);
      else queue.push(run);
    });
    // Errors surface when the photo is asked for; none may go unhandled meanwhile.
    photo.catch(() => undefined);
    prepared.set(key, { photo, at });
    prune(at);
    next();
    return photo;
  }

  return {
    prepare(key: string, round: RoundPictures, at: number = Date.now()): void {
      if (!prepared.has(key)) start(key, round, at, false);
    },
    /** The round's photo; the same bytes for every request of one round. */
    take(key: string, round: RoundPictures, at: number = Date.now()): Promise<Photo> {
      return prepared.get(key)?.photo ?? start(key, round, at, true);
    },
    /** Forgets a round that was answered (its photo is no longer served). */
    drop(key: string): void {
      prepared.delete(key);
    },
  };
}

export type PhotoVariants = ReturnType<typeof createPhotoVariants>;
