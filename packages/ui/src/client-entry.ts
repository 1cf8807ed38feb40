'use client';
// The published entry (dist/index.js) is the package's index marked as client code: React Server
// Components frameworks (Next.js's App Router) then import it from a server component as a
// client boundary instead of running its hooks and context on the server, where they fail.
// A file of its own so the workspace's index (read from source by the site, the tests and
// Storybook) stays a plain module; the bundler keeps an entry's directive at the top of its output.
export * from './index';
