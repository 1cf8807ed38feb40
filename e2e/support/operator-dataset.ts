import { createServer } from 'node:http';
import {
  channels as shippedChannels,
  ETHNICITIES,
  foldName,
  GENDERS,
  HAIR_COLORS,
  performers as shippedPerformers,
  type Channel,
  type Performer,
} from '@guessdle/data';
import { randomUuid, seededRandom } from '@guessdle/api/mocks';

/**
 * An operator's own dataset, generated: 10,000 performers and 2,000 channels (seeded, so every
 * call returns the same) whose names share nothing with the shipped data, with accents,
 * apostrophes, hyphens, very long names and pictures on another origin (one in ten on a host that
 * is down). Shared by the operator-dataset e2e and the keystroke bench.
 */
export interface OperatorDataset {
  performers: Performer[];
  channels: Channel[];
}

const SEED = 8_2026;

const PERFORMERS = 10_000;
const CHANNELS = 2_000;

let random = seededRandom(SEED);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;

// Syllables that spell no shipped name; the accented ones exercise accent-insensitive search.
const SYLLABLES = ['zor', 'qua', 'vex', 'ñu', 'ké', 'bræ', 'thö', 'lij', 'wyn', 'çé', 'oxa', 'ûz'];
const PREFIXES = ["D'", "O'", 'Mc', 'Van-', ''];

function word(): string {
  const count = 2 + Math.floor(random() * 3);
  const text = Array.from({ length: count }, () => pick(SYLLABLES)).join('');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function uniqueNames(count: number, longEvery: number): string[] {
  const shipped = [...shippedPerformers.map((p) => p.name), ...shippedChannels.map((c) => c.name)];
  const shippedFolded = shipped.map(foldName);
  const seen = new Set<string>();
  const names: string[] = [];
  while (names.length < count) {
    let name = `${pick(PREFIXES)}${word()} ${word()}-${word()}`;
    if (names.length % longEvery === 0) {
      name = `${name} ${Array.from({ length: 12 }, word).join('-')}`;
    }
    const folded = foldName(name);
    if (seen.has(folded)) continue;
    if (shippedFolded.some((s) => folded.includes(s) || s.includes(folded))) continue;
    seen.add(folded);
    names.push(name);
  }
  return names;
}

export function generateOperatorDataset(pictures: string, deadPictures: string): OperatorDataset {
  random = seededRandom(SEED);
  const performerNames = uniqueNames(PERFORMERS + CHANNELS, 97);
  const performers: Performer[] = performerNames.slice(0, PERFORMERS).map((name, i) => {
    const birthYear = 1970 + Math.floor(random() * 30);
    return {
      name,
      videoCount: Math.floor(random() * 500),
      visits: Math.floor(random() * 1e6),
      rank: i + 1,
      subscribers: Math.floor(random() * 1e5),
      profileUrl: `/${i % 3 === 0 ? 'pornstar' : 'model'}/op-performer-${i + 1}`,
      // One in ten lives on a host that is down: the widgets must show the neutral placeholder.
      profilePictureUrl: `${i % 10 === 0 ? deadPictures : pictures}/p/${i + 1}.svg`,
      relationshipStatus: null,
      interestedIn: null,
      gender: pick(GENDERS),
      birthPlace: pick(['Łódź', "Côte-d'Or", 'São Tomé', 'Reykjavík', 'Nowhere']),
      birthYear,
      debutYear: birthYear + 18 + Math.floor(random() * 10),
      heightCm: null,
      weightKg: null,
      ethnicity: pick(ETHNICITIES),
      eyeColor: null,
      hairColor: [pick(HAIR_COLORS)],
      fakeBoobs: null,
      tattoos: null,
      piercings: null,
      type: i % 3 === 0 ? 'pornstar' : 'model',
    };
  });
  const channels: Channel[] = performerNames.slice(PERFORMERS).map((name, i) => ({
    id: randomUuid(random),
    name: `${name} Studios`,
    photo: `${i % 10 === 0 ? deadPictures : pictures}/c/${i + 1}.svg`,
  }));
  return { performers, channels };
}

/** An operator's picture host: any path is a small SVG. */
export interface PictureHost {
  /** `http://localhost:{port}`: another origin than the product's 127.0.0.1. */
  origin: string;
  close(): Promise<void>;
}

export async function startPictureHost(): Promise<PictureHost> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/svg+xml' });
    response.end(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="teal"/></svg>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
