/**
 * After `tsup`: the declaration bundler inside tsup (rollup-plugin-dts 6.1) writes a JSON file
 * the types import (the English texts, whose keys type `t`) as values, `var common = {…}`, which
 * a host that type-checks libraries (`skipLibCheck: false`) rejects (TS1039, TS1046). This turns
 * each such statement into the declaration TypeScript itself gives a JSON import:
 * `declare const common: { loading: string; … }`. Newer rollup-plugin-dts versions do the same;
 * tsup bundles its own copy. `pnpm test:consumer` type-checks the declarations with
 * `skipLibCheck: false` and fails if any is left.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The type TypeScript gives a JSON value (strings widened, as with `resolveJsonModule`). */
function typeOf(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return 'string';
  if (ts.isNumericLiteral(node) || ts.isPrefixUnaryExpression(node)) return 'number';
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
    return 'boolean';
  if (node.kind === ts.SyntaxKind.NullKeyword) return 'null';
  // Another JSON value of the same file, written as its own statement.
  if (ts.isIdentifier(node)) return `typeof ${node.text}`;
  if (ts.isArrayLiteralExpression(node)) {
    const types = [...new Set(node.elements.map(typeOf))];
    return types.length === 0 ? 'never[]' : `Array<${types.join(' | ')}>`;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const members = node.properties.map((property) => {
      if (ts.isShorthandPropertyAssignment(property))
        return `${property.name.text}: typeof ${property.name.text};`;
      if (ts.isPropertyAssignment(property))
        return `${property.name.getText()}: ${typeOf(property.initializer)};`;
      throw new Error(`unexpected member in a JSON value: ${property.getText()}`);
    });
    return `{ ${members.join(' ')} }`;
  }
  throw new Error(`not a JSON value: ${node.getText()}`);
}

/** The file's text with every top-level `var x = <JSON>` declared instead. */
export function declareJsonValues(text, fileName = 'index.d.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const edits = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) continue;
    const declarations = statement.declarationList.declarations.map((declaration) => {
      if (!declaration.initializer) throw new Error(`no value: ${declaration.getText()}`);
      return `${declaration.name.getText()}: ${typeOf(declaration.initializer)}`;
    });
    edits.push([
      statement.getStart(),
      statement.getEnd(),
      `declare const ${declarations.join(', ')};`,
    ]);
  }
  let result = text;
  for (const [start, end, replacement] of edits.reverse())
    result = result.slice(0, start) + replacement + result.slice(end);
  return result;
}

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(file);
    return entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  for (const file of declarationFiles(dist)) {
    const text = readFileSync(file, 'utf8');
    const declared = declareJsonValues(text, file);
    if (declared !== text) writeFileSync(file, declared);
  }
}
