import { PERFORMER_ITEM_FIELDS, type Channel, type Performer } from '@guessdle/data';
import type { ChannelItem, PerformerItem } from './contract';

/**
 * The dataset records as the dataset calls serve them: the server and the mock API both project
 * with these, so a widget sees the same items from either. A performer is its
 * `PERFORMER_ITEM_FIELDS` (@guessdle/data), in that order.
 */
export function toPerformerItem(p: Performer): PerformerItem {
  const item: Partial<Record<keyof PerformerItem, unknown>> = {};
  for (const field of PERFORMER_ITEM_FIELDS) {
    // Left out, not undefined, when an operator's dataset has none: the JSON stays the same.
    if (p[field] !== undefined) item[field] = p[field];
  }
  return item as PerformerItem;
}

export function toChannelItem(c: Channel): ChannelItem {
  return { id: c.id, name: c.name, photo: c.photo };
}
