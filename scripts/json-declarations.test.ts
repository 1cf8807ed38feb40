import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { declareJsonValues } from '../packages/games/scripts/json-declarations.mjs';

/** The errors TypeScript reports for a declaration file checked as a library a host type-checks. */
function errorsOf(text: string): string[] {
  const fileName = '/virtual/index.d.ts';
  const host = ts.createCompilerHost({});
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) =>
    name === fileName ? ts.createSourceFile(name, text, version) : read(name, version);
  const program = ts.createProgram([fileName], { noEmit: true, strict: true, types: [] }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const BUNDLED = `var common = {
\tloading: "Loading...",
\t"submitted_one": "One",
\tlist: ["a", "b"],
\tcount: 2,
\tflag: true
};
var english = {
\tcommon: common,
\tmodes: { classic: "Classic" }
};
type Messages = typeof english;
declare function t(key: keyof Messages['common']): string;
export { type Messages, t };
`;

describe('the declarations of a bundled JSON import', () => {
  it('are rejected as the declaration bundler writes them', () => {
    expect(errorsOf(BUNDLED).join('\n')).toMatch(
      /Initializers are not allowed in ambient contexts/,
    );
  });

  it('compile once declared, with the types a JSON import has', () => {
    const declared = declareJsonValues(BUNDLED);
    expect(errorsOf(declared)).toEqual([]);
    expect(declared).toContain(
      'declare const common: { loading: string; "submitted_one": string; list: Array<string>; count: number; flag: boolean; };',
    );
    expect(declared).toContain(
      'declare const english: { common: typeof common; modes: { classic: string; }; };',
    );
  });

  it('leaves a file without such values as it is', () => {
    const text = 'declare const x: string;\nexport { x };\n';
    expect(declareJsonValues(text)).toBe(text);
  });
});
