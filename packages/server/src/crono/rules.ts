/**
 * The Crono rules live in @guessdle/api/crono, shared with the mock API so the two cannot drift.
 * This module keeps the server's import path (service, storage, tests) unchanged.
 */
export * from '@guessdle/api/crono';
