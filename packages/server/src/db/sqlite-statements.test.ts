import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './index';
import * as queries from './queries';
import { prepareStatement, prepareStatements } from './sqlite-statements';

describe('statements compiled once and prepared on SQLite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ sqliteFile: ':memory:' });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('binds each value where its SQL uses it, beside the constants', () => {
    const s = prepareStatements(handle.db, handle.sqlite!, queries);
    // insertDailyAnswer's values come in argument order; addToCounter mixes them with SQL.
    expect(s.insertDailyAnswer.run('classic:hard', '2025-01-02', 'p-1', 'at').changes).toBe(1);
    expect(s.insertDailyAnswer.run('classic:hard', '2025-01-02', 'p-2', 'at').changes).toBe(0);
    expect(s.getDailyAnswer.get<{ answer: string }>('classic:hard', '2025-01-02')?.answer).toBe(
      'p-1',
    );
    const add = (n: number) =>
      s.addToCounter.get<{ successes: number }>('classic:hard', '2025-01-02', n)?.successes;
    expect(add(3)).toBe(3);
    expect(add(2)).toBe(5);
    expect(s.listDailyAnswers.all('classic:hard', '2025-01-01', '2025-01-03')).toHaveLength(1);
  });

  it('refuses, at start-up, a statement that does not use one of its values as a parameter', () => {
    const inlined = (db: DatabaseHandle['db'], key: string) =>
      db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', sql.lit(String(key)));
    expect(() => prepareStatement(handle.db, handle.sqlite!, inlined)).toThrow(
      /inlined: value 1 is not a parameter of its SQL/,
    );
  });
});
