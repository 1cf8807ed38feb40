/**
 * A puzzle date (`YYYY-MM-DD`) written the way the language writes dates ("26 novembre 2026",
 * "November 26, 2026"), not as ISO. The date is a calendar day, so it is formatted in UTC: the
 * visitor's own time zone must not move it to the day before. Anything else is shown as given.
 */
export function formatPuzzleDate(date: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      Date.UTC(Number(year), Number(month) - 1, Number(day)),
    );
  } catch {
    return date;
  }
}
