import { createAvatar } from '@dicebear/core';
import { lorelei, shapes } from '@dicebear/collection';
import type { Channel, Ethnicity, HairColor, Performer } from '../src/schema';

/**
 * Pictures drawn by DiceBear from each record's data. Both styles are CC0 1.0 (see
 * assets/LICENSES.md): `lorelei` for portraits, `shapes` for channel logos.
 */

const HAIR_HEX: Record<HairColor, string> = {
  Red: 'c0392b',
  Brunette: '6b4226',
  Blonde: 'e6c36a',
  Black: '1f1b18',
  Grey: 'a7a7a7',
  Auburn: '8e3b2f',
  Other: 'd65db1',
};

const LIGHT = ['f9e0d0', 'f2d3b1', 'eac0a0'];
const MEDIUM = ['d9a47e', 'c68d63', 'b97a57'];
const DARK = ['8d5524', '6f4325', '5a3620'];
const EAST_ASIAN = ['f1d2b6', 'e8c39e', 'dcb08b'];

const SKIN_HEX: Record<Ethnicity, string[]> = {
  Caucasian: LIGHT,
  White: LIGHT,
  Latin: MEDIUM,
  Asian: EAST_ASIAN,
  Black: DARK,
  Other: [...MEDIUM, ...EAST_ASIAN],
  'Mixed Asian': [...EAST_ASIAN, ...MEDIUM],
  'Mixed Black': ['a86b43', ...DARK.slice(0, 1), ...MEDIUM.slice(1)],
  'Mixed Latin': MEDIUM,
  'Mixed White': [...LIGHT, ...MEDIUM.slice(0, 1)],
};

/** Warm backgrounds for pornstars, cool ones for models: the type shows at a glance. */
const BACKGROUNDS = {
  pornstar: ['ffd5dc', 'ffdfbf', 'f9c9b6'],
  model: ['b6e3f4', 'c0aede', 'd1d4f9'],
} as const;

interface Face {
  seed: string;
  hair: HairColor;
  beard: boolean;
}

function face(performer: Performer, { seed, hair, beard }: Face, background: boolean): string {
  const earrings = performer.piercings === null ? 15 : performer.piercings ? 100 : 0;
  return createAvatar(lorelei, {
    seed,
    hairColor: [HAIR_HEX[hair]],
    skinColor: SKIN_HEX[performer.ethnicity],
    beardProbability: beard ? 60 : 0,
    earringsProbability: earrings,
    frecklesProbability: hair === 'Red' || hair === 'Auburn' ? 50 : 5,
    backgroundColor: background ? [...BACKGROUNDS[performer.type]] : [],
  }).toString();
}

/** Renames the ids of one embedded avatar so that two can share a document. */
function scopeIds(svg: string, scope: string): string {
  return svg
    .replace(/id="([^"]+)"/g, `id="$1-${scope}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1-${scope})`);
}

/** Places a whole DiceBear avatar in a square box of the outer picture (nested `<svg>`). */
function place(svg: string, x: number, y: number, size: number): string {
  return svg.replace(/^<svg /, `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

export function performerPortrait(performer: Performer): string {
  const slug = performer.profileUrl.split('/').pop() ?? performer.name;
  const [firstHair = 'Brunette', secondHair = firstHair] = performer.hairColor;
  if (performer.gender !== 'Couple') {
    return face(
      performer,
      { seed: slug, hair: firstHair, beard: performer.gender === 'Male' },
      true,
    );
  }
  // A couple gets two faces side by side, one per hair colour listed. The record does not say
  // who the partners are, so neither face gets a beard.
  const left = scopeIds(
    face(performer, { seed: `${slug}#1`, hair: firstHair, beard: false }, false),
    'a',
  );
  const right = scopeIds(
    face(performer, { seed: `${slug}#2`, hair: secondHair, beard: false }, false),
    'b',
  );
  const background = BACKGROUNDS[performer.type][slug.length % 3];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 980 980">' +
    `<rect width="980" height="980" fill="#${background}"/>` +
    place(left, -90, 180, 700) +
    place(right, 370, 180, 700) +
    '</svg>'
  );
}

export function channelLogo(channel: Channel): string {
  return createAvatar(shapes, { seed: channel.id }).toString();
}
