/**
 * The statements of queries.ts as prepared statements on the synchronous libsql connection.
 *
 * Each statement function is compiled once, with placeholders ("slots") for its values: the
 * compiled SQL is prepared once, and the order in which the slots appear in its parameters says
 * which value goes where. A call then binds its values and runs, with no builder and no compiler
 * on the hot path. The SQL is Kysely's own for SQLite: the same statements as on PostgreSQL.
 */
import type { Compilable, Kysely } from 'kysely';
import type { SqliteConnection } from './index';
import type { Database } from './schema';

/** Stands for the value at `index` while a statement is compiled. */
class Slot {
  constructor(readonly index: number) {}
}

type StatementFn<Args extends unknown[]> = (db: Kysely<Database>, ...args: Args) => Compilable;

/** One statement, ready to run synchronously with its values. */
export interface SqliteStatement<Args extends unknown[]> {
  /** The first row, or undefined. */
  get<Row>(...args: Args): Row | undefined;
  all<Row>(...args: Args): Row[];
  /** Runs a write; `changes` is the number of rows it inserted, updated or deleted. */
  run(...args: Args): { changes: number };
}

/**
 * Compiles `statement` once on `db` (Kysely over this SQLite connection) and prepares it on
 * `raw`. Throws at start-up when a value is not used as-is in the SQL (see queries.ts).
 */
export function prepareStatement<Args extends unknown[]>(
  db: Kysely<Database>,
  raw: SqliteConnection,
  statement: StatementFn<Args>,
): SqliteStatement<Args> {
  const arity = statement.length - 1;
  const slots = Array.from({ length: arity }, (_, i) => new Slot(i));
  const compiled = statement(db, ...(slots as unknown as Args)).compile();
  const bindings = compiled.parameters.map((p) => (p instanceof Slot ? p.index : { value: p }));
  for (const slot of slots) {
    if (!bindings.includes(slot.index)) {
      throw new Error(
        `${statement.name || 'a statement'}: value ${slot.index + 1} is not a parameter of its SQL`,
      );
    }
  }
  const prepared = raw.prepare(compiled.sql);
  // One array of values per call, handed to libsql as it is (an array binds positionally): no
  // spread into arguments, which libsql would collect and flatten into yet another array.
  const values = (args: Args): unknown[] => {
    const out = new Array<unknown>(bindings.length);
    for (let i = 0; i < bindings.length; i += 1) {
      const b = bindings[i] as number | { value: unknown };
      out[i] = typeof b === 'number' ? args[b] : b.value;
    }
    return out;
  };
  return {
    get: <Row>(...args: Args) => prepared.get(values(args)) as Row | undefined,
    all: <Row>(...args: Args) => prepared.all(values(args)) as Row[],
    run: (...args: Args) => ({ changes: Number(prepared.run(values(args)).changes) }),
  };
}

/** Every statement of a module of statement functions, prepared. */
export function prepareStatements<Fns extends Record<string, StatementFn<never[]>>>(
  db: Kysely<Database>,
  raw: SqliteConnection,
  statements: Fns,
): {
  [K in keyof Fns]: SqliteStatement<Parameters<Fns[K]> extends [unknown, ...infer A] ? A : never>;
} {
  return Object.fromEntries(
    Object.entries(statements).map(([name, fn]) => [name, prepareStatement(db, raw, fn as never)]),
  ) as never;
}
