/**
 * The server's calendar: one reset instant a day, `resetTime` (HH:MM) in the IANA zone `timeZone`.
 * The puzzle date is the local date of the most recent reset. All maths goes through Intl, so
 * daylight-saving changes are handled by the platform's time-zone database.
 */

export interface ResetRule {
  /** IANA zone, e.g. 'UTC' or 'Europe/Madrid'. */
  timeZone: string;
  /** Minutes after local midnight at which the new puzzle starts (0..1439). */
  resetMinutes: number;
}

export interface PuzzleDay {
  /** The puzzle date, YYYY-MM-DD. */
  date: string;
  /** The instant this puzzle started (epoch ms). */
  startsAt: number;
  /** The instant the next puzzle starts (epoch ms). */
  nextResetAt: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when the platform knows the IANA zone. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The zone's offset from UTC at an instant, in ms (local = utc + offset). */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in a zone. A time skipped by a DST jump resolves to
 * the instant just after the jump; a repeated time resolves to its first occurrence.
 */
export function zonedTimeToInstant(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Two passes converge for every real zone: the offset can only change once near a given time.
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  if (first === second) {
    // A repeated hour: prefer the earlier instant when it maps to the same wall time.
    const earlier = second - 3_600_000;
    return wall - offsetAt(earlier, timeZone) === earlier ? earlier : second;
  }
  // Different offsets: take whichever maps back to the wall time, else the later (DST gap).
  if (first + offsetAt(first, timeZone) === wall) return first;
  if (second + offsetAt(second, timeZone) === wall) return second;
  return Math.max(first, second);
}

/** Adds days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The puzzle day containing `now`. */
export function puzzleDayAt(now: number, rule: ResetRule): PuzzleDay {
  const w = wallClock(now, rule.timeZone);
  const localDate = `${String(w.year).padStart(4, '0')}-${pad(w.month)}-${pad(w.day)}`;
  let date = w.hour * 60 + w.minute >= rule.resetMinutes ? localDate : addDays(localDate, -1);
  let startsAt = zonedTimeToInstant(date, rule.resetMinutes, rule.timeZone);
  // Near DST changes the wall-clock comparison can be off by the jump: trust the instants.
  if (startsAt > now) {
    date = addDays(date, -1);
    startsAt = zonedTimeToInstant(date, rule.resetMinutes, rule.timeZone);
  }
  let nextResetAt = zonedTimeToInstant(addDays(date, 1), rule.resetMinutes, rule.timeZone);
  if (nextResetAt <= now) {
    date = addDays(date, 1);
    startsAt = nextResetAt;
    nextResetAt = zonedTimeToInstant(addDays(date, 1), rule.resetMinutes, rule.timeZone);
  }
  return { date, startsAt, nextResetAt };
}

/**
 * A clock that remembers the current puzzle day until it ends, so the hot path does not
 * format dates on every request.
 */
export function createCalendar(rule: ResetRule, now: () => number) {
  let current: PuzzleDay | undefined;
  return {
    rule,
    now,
    today(): PuzzleDay {
      const t = now();
      if (!current || t < current.startsAt || t >= current.nextResetAt) {
        current = puzzleDayAt(t, rule);
      }
      return current;
    },
  };
}
export type Calendar = ReturnType<typeof createCalendar>;
