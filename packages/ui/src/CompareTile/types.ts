// A module of its own: the tiles' styles (feedback.ts) and the page-level textures (texture.ts)
// both name it, and texture.ts stays free of the tiles' code.

/** Every outcome of comparing one field of a guess with the answer. */
export type FeedbackState = 'correct' | 'partial' | 'incorrect' | 'higher' | 'lower';
