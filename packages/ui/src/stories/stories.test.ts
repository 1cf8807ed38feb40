import { describe, expect, it } from 'vitest';
import { jsonControls, namedFixtures } from './index';

describe('namedFixtures', () => {
  const rows = namedFixtures({ Empty: [] as number[], 'Two rows': [1, 2] });

  it('gives a select of the names that maps each name to its fixture', () => {
    expect(rows.argType.control).toBe('select');
    expect(rows.argType.options).toEqual(['Empty', 'Two rows']);
    expect(rows.argType.mapping['Two rows']).toEqual([1, 2]);
  });

  it('holds the name in the args, for Storybook to map', () => {
    expect(rows.pick('Two rows')).toBe('Two rows');
  });
});

describe('jsonControls', () => {
  it('names the args Storybook would edit as JSON', () => {
    expect(
      jsonControls({
        columns: { control: { type: 'object' } },
        children: { control: 'object' },
        title: { control: { type: 'text' } },
        count: { control: { type: 'number' } },
      }),
    ).toEqual(['columns', 'children']);
  });

  it('accepts args picked by name or hidden', () => {
    expect(
      jsonControls({
        entries: namedFixtures({ Empty: [] }).argType,
        environment: { control: false },
        // `control: false` as Storybook hands it to a story.
        share: { control: { type: 'object', disable: true } },
        linkComponent: { control: { type: 'object' }, table: { disable: true } },
        onChange: undefined,
      }),
    ).toEqual([]);
  });

  it('leaves args set to undefined to the prop type', () => {
    const argTypes = { href: { control: { type: 'object' } } };
    expect(jsonControls(argTypes, { href: undefined })).toEqual([]);
    expect(jsonControls(argTypes, { href: {} })).toEqual(['href']);
  });
});
