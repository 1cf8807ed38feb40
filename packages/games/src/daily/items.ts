import { useMemo } from 'react';
import type { Channel, PerformerItem } from '@guessdle/api';
import type { TextContext } from '../i18n/keys';
import { genderContext, type ItemType } from '../i18n/texts';

/**
 * How a mode reads the items it lists, shows and stores (performers, channels): the three views,
 * the stores and the widgets all go through this, so an item's id or picture path is read in one place.
 */
export interface ItemFields<Item> {
  /** The id stored in the guess list and sent to the API. */
  id(item: Item): string;
  /** The name shown and searched. */
  name(item: Item): string;
  /** Dataset path (`/assets/...`) of the item's picture. */
  photo(item: Item): string;
  /** What the win message calls it (`common.itemType`). */
  type(item: Item): ItemType;
  /** The gender the texts naming it agree with (`genderContext`); none for a channel. */
  context(item: Item): TextContext | undefined;
}

/** Performers are known by their profile path. */
export const performerFields: ItemFields<PerformerItem> = {
  id: (p) => p.profileUrl,
  name: (p) => p.name,
  photo: (p) => p.profilePictureUrl,
  type: (p) => p.type,
  context: (p) => genderContext(p.gender),
};

/** Channels are known by their UUID. */
export const channelFields: ItemFields<Channel> = {
  id: (c) => c.id,
  name: (c) => c.name,
  photo: (c) => c.photo,
  type: () => 'channel',
  // A channel (a studio) has no gender: the texts' plain form.
  context: () => undefined,
};

/** A lookup by id over a dataset: ids it does not hold give undefined. */
export function itemLookup<Item>(
  items: readonly Item[],
  id: (item: Item) => string,
): (id: string) => Item | undefined {
  const byId = new Map(items.map((item) => [id(item), item]));
  return (key) => byId.get(key);
}

/** The widget's dataset as a lookup by id, rebuilt only when the dataset changes. */
export function useItemLookup<Item>(
  items: readonly Item[],
  id: (item: Item) => string,
): (id: string) => Item | undefined {
  return useMemo(() => itemLookup(items, id), [items, id]);
}
