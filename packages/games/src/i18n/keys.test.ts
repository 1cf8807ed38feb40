import { describe, expectTypeOf, it } from 'vitest';
import type { TextKey, WidgetKey } from './keys';

// What the typed `t` takes is checked by `pnpm typecheck`: these pin the key type it rests on.
describe('given the keys of a set of texts', () => {
  type Texts = { a: { b: string; count_one: string; count_other: string }; c: string };

  it('are the dotted paths to its texts', () => {
    expectTypeOf<TextKey<Texts>>().toEqualTypeOf<'a.b' | 'a.count' | 'c'>();
  });

  it('name a plural text by its base key, not by its forms', () => {
    expectTypeOf<'a.count_one'>().not.toExtend<TextKey<Texts>>();
  });

  it('name a gendered text by its base key, not by its forms', () => {
    type Gendered = { kind: string; kind_male: string; kind_female: string };
    expectTypeOf<TextKey<Gendered>>().toEqualTypeOf<'kind'>();
  });
});

describe('given the widget keys', () => {
  it('are the keys English has, plural texts by their base key', () => {
    expectTypeOf<'common.counter'>().toExtend<WidgetKey>();
    expectTypeOf<'imageGuess.hintLocked'>().toExtend<WidgetKey>();
    expectTypeOf<'common.missing'>().not.toExtend<WidgetKey>();
  });

  it("hold the transfer dialog's texts under common.transfer", () => {
    expectTypeOf<'common.transfer.errors.network'>().toExtend<WidgetKey>();
  });
});
