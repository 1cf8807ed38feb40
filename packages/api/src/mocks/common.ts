import { ApiError } from '../errors';

// What the mock API's parts share: the days around the server's date, and failing as the server
// does (an `ApiError` with its HTTP status and code).

export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function previousDate(date: string): string {
  return addDays(date, -1);
}

export function nextReset(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return `${day.toISOString().slice(0, 10)}T00:00:00Z`;
}

export /** The items with a version: a cheap FNV-1a hash of their JSON (the server uses SHA-256). */
function versioned<T>(items: T[]): { version: string; items: T[] } {
  const text = JSON.stringify(items);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return { version: `mock-${(hash >>> 0).toString(16)}`, items };
}

export function fail(status: number, code: string, message: string): never {
  throw new ApiError({ status, code, message });
}
