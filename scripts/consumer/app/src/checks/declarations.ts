// Every public entry's declarations, compiled with skipLibCheck off (tsconfig.declarations.json):
// a broken .d.ts in a package fails here by name, where a host's usual skipLibCheck would hide it.
import type * as api from '@guessdle/api';
import type * as modes from '@guessdle/api/modes';
import type * as games from '@guessdle/games';
import type * as core from '@guessdle/games/core';
import type * as ui from '@guessdle/ui';

export type Entries = [typeof api, typeof modes, typeof games, typeof core, typeof ui];
