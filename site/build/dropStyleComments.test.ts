import { describe, expect, it } from 'vitest';
import { stripLineComments } from './dropStyleComments';

const source = [
  "import styled from 'styled-components';",
  '',
  '/** A box. */',
  'export const Box = styled.div`',
  '  display: block;',
  '  /*',
  '   * Two lines',
  '   * of notes.',
  '   */',
  '  color: ${({ theme }) => theme.colors.text};',
  '  /* short */ margin: 0;',
  '  /* one */',
  '  padding: 0; /* after */',
  '`;',
  '',
].join('\n');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The source line of each output line that has a mapping (source map v3: base64 VLQ, deltas). */
function sourceLines(mappings: string): number[] {
  let line = 0;
  const lines: number[] = [];
  for (const row of mappings.split(';')) {
    for (const [i, segment] of row.split(',').filter(Boolean).entries()) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >> 1) : value >> 1);
        value = 0;
        shift = 0;
      }
      line += fields[2] ?? 0;
      if (i === 0) lines.push(line);
    }
  }
  return lines;
}

describe('stripLineComments', () => {
  it('removes every comment that fills its lines, and nothing else', () => {
    const result = stripLineComments(source, 'Box.styles.ts');
    expect(result?.code).toBe(
      [
        "import styled from 'styled-components';",
        '',
        'export const Box = styled.div`',
        '  display: block;',
        '  color: ${({ theme }) => theme.colors.text};',
        '  /* short */ margin: 0;',
        '  padding: 0; /* after */',
        '`;',
        '',
      ].join('\n'),
    );
  });

  it('maps the kept lines back to where they were written', () => {
    const result = stripLineComments(source, 'Box.styles.ts');
    expect(result!.map.sources).toEqual(['Box.styles.ts']);
    // The source line (0-based) of each non-empty output line, from its first segment.
    expect(sourceLines(result!.map.mappings)).toEqual([0, 3, 4, 9, 10, 12, 13]);
  });

  it('returns null when there is no whole-line comment', () => {
    expect(stripLineComments('const a = `x /* y */`;\n', 'a.styles.ts')).toBeNull();
  });
});
