import { describe, expect, it } from 'vitest';
import { buildChannels, buildPerformers } from '../scripts/dataset';
import { slugify } from '../scripts/names';
import { channelLogo, performerPortrait } from '../scripts/pictures';
import { channels, performers } from './index';

describe('the generator', () => {
  it('reproduces the shipped JSON exactly from its seeds', () => {
    expect(buildPerformers()).toEqual(performers);
    expect(buildChannels()).toEqual(channels);
  });

  it('gives different records for a different seed', () => {
    expect(buildPerformers(1, 10).map((p) => p.name)).not.toEqual(
      performers.slice(0, 10).map((p) => p.name),
    );
  });

  it('slugifies names to lowercase ASCII words, dropping accents', () => {
    expect(slugify('Zoë Valmora')).toBe('zoe-valmora');
    expect(slugify('Łucja Kasri-Dunvale')).toBe('lucja-kasri-dunvale');
    expect(slugify('Mia & Theo')).toBe('mia-theo');
  });

  it('draws portraits from the record: hair colour and couples', () => {
    const single = performers.find((p) => p.gender !== 'Couple' && p.hairColor[0] === 'Red')!;
    expect(performerPortrait(single)).toContain('#c0392b');
    const couple = performers.find((p) => p.gender === 'Couple')!;
    const svg = performerPortrait(couple);
    // Two faces in one document, with ids kept apart.
    expect(svg.match(/<svg /g)).toHaveLength(3);
    expect(svg).toContain('id="viewboxMask-a"');
    expect(svg).toContain('id="viewboxMask-b"');
  });

  it('draws a logo per channel, seeded by its id', () => {
    const [a, b] = channels;
    expect(channelLogo(a!)).toBe(channelLogo(a!));
    expect(channelLogo(a!)).not.toBe(channelLogo(b!));
  });
});
