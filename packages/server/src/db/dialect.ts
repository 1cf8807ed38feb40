/** The two databases the server runs on (the same statements and migrations on both). */
export type Dialect = 'sqlite' | 'postgres';
