import { readFileSync } from 'node:fs';

/**
 * The server's clock for end-to-end tests only (TEST_CLOCK_FILE; never set in production): the
 * file holds an instant (ISO 8601), and the clock reads the file at every call, then runs on in
 * real time from the moment its content last changed. A test moves the server to another day by
 * writing a new instant; an unreadable file or an unparsable instant leaves the clock where it was
 * (before any valid instant: the real time).
 */
export function fileClock(file: string, real: () => number = Date.now): () => number {
  let text = '';
  let base = Number.NaN;
  let since = 0;
  return () => {
    let current = text;
    try {
      current = readFileSync(file, 'utf8').trim();
    } catch {
      // Keep the last instant read.
    }
    if (current !== text) {
      const instant = Date.parse(current);
      if (!Number.isNaN(instant)) {
        text = current;
        base = instant;
        since = real();
      }
    }
    return Number.isNaN(base) ? real() : base + (real() - since);
  };
}
