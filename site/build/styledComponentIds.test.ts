import { describe, expect, it } from 'vitest';
import { addComponentIds, componentId } from './styledComponentIds';

const source = [
  "import styled from 'styled-components';",
  'export const Box = styled.div<{ $wide: boolean }>`',
  '  width: ${({ $wide }) => ($wide ? 100 : 50)}%;',
  '`;',
  'const Title = styled(Heading).attrs({ level: 2 })`',
  '  margin: 0;',
  '`;',
  "const label = 'styled.div';",
  '',
].join('\n');

describe('addComponentIds', () => {
  it('gives every styled component declared by name an id from its file and its name', () => {
    const out = addComponentIds(source, 'src/Box.styles.ts')?.code ?? '';
    expect(out).toContain(
      `export const Box = styled.div.withConfig({ componentId: '${componentId('src/Box.styles.ts', 'Box')}' })<{ $wide: boolean }>\``,
    );
    expect(out).toContain(
      `const Title = styled(Heading).withConfig({ componentId: '${componentId('src/Box.styles.ts', 'Title')}' }).attrs(`,
    );
    expect(out).toContain("const label = 'styled.div';");
  });

  it('names the same component alike in every build, and two components apart', () => {
    expect(componentId('src/a.ts', 'Box')).toBe(componentId('src/a.ts', 'Box'));
    expect(componentId('src/a.ts', 'Box')).not.toBe(componentId('src/b.ts', 'Box'));
    expect(componentId('src/a.ts', 'Box')).not.toBe(componentId('src/a.ts', 'Row'));
    expect(componentId('src/a.ts', 'Box')).toMatch(/^[\w-]+$/);
  });

  it('leaves a module without styled components alone', () => {
    expect(addComponentIds("export const styledLabel = 'x';\n", 'src/x.ts')).toBeNull();
  });
});
