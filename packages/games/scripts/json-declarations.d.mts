// Types of json-declarations.mjs, for its tests (the typecheck reads no JavaScript).

export function declareJsonValues(text: string, fileName?: string): string;
