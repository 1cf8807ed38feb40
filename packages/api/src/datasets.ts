import type { Channel, Performer } from '@guessdle/data';
import type { ChannelItem, PerformerItem } from './contract';

/**
 * The dataset records as the dataset calls serve them: the server and the mock API both project
 * with these, so a widget sees the same items from either.
 */
export function toPerformerItem(p: Performer): PerformerItem {
  return {
    name: p.name,
    profileUrl: p.profileUrl,
    profilePictureUrl: p.profilePictureUrl,
    type: p.type,
    gender: p.gender,
    birthPlace: p.birthPlace,
    // Left out, not undefined, when an operator's dataset has none: the JSON stays the same.
    ...(p.birthCountry ? { birthCountry: p.birthCountry } : {}),
    ...(p.birthCityNames ? { birthCityNames: p.birthCityNames } : {}),
    ethnicity: p.ethnicity,
    hairColor: p.hairColor,
    rank: p.rank,
    debutYear: p.debutYear,
  };
}

export function toChannelItem(c: Channel): ChannelItem {
  return { id: c.id, name: c.name, photo: c.photo };
}
