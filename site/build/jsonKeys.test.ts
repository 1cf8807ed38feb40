import { describe, expect, it } from 'vitest';
import { jsonKeysModule } from './jsonKeys';

describe('given a JSON document', () => {
  const json = JSON.stringify({ modes: { classic: 'Classic' }, common: { title: 'Guessdle' } });

  it('becomes one export per top-level key, each its value', () => {
    const code = jsonKeysModule(json);
    expect(code).toContain('export const modes = {"classic":"Classic"};');
    expect(code).toContain('export const common = {"title":"Guessdle"};');
  });

  it('exports no default, which would hold every key', () => {
    expect(jsonKeysModule(json)).not.toContain('export default');
  });

  it('leaves out a key that is not a name', () => {
    expect(jsonKeysModule(JSON.stringify({ 'image-guess': 1, ok: 2 }))).toBe(
      'export const ok = 2;',
    );
  });
});
