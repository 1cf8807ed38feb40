/**
 * `pnpm --filter @guessdle/server bench:shared-budget`: only the shared-budget measurement of
 * `pnpm bench` (shared-budget.ts), on the built server (`pnpm --filter @guessdle/server build`
 * first), with the same BENCH_* settings.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from './client';
import { createServerGroup, pinLoadGeneratorOffCoreZero } from './processes';
import { createReport } from './report';
import { readSettings } from './settings';
import { sharedBudgetRounds } from './shared-budget';
const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const settings = readSettings();
if (settings.pin) pinLoadGeneratorOffCoreZero();
const group = createServerGroup({ pin: settings.pin, cwd: pkg });
const { call, close } = createClient(60);
await sharedBudgetRounds({ group, call, pkg, settings, report: createReport() });
group.stopAll();
close();
