import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateChannels, validatePerformers } from '../src/validate';
import { buildChannels, buildPerformers } from './dataset';
import { channelLogo, performerPortrait } from './pictures';

/**
 * Writes the shipped fictional dataset: src/generated/{performers,channels}.json and one SVG per
 * record under assets/. Deterministic: run it twice, get the same files.
 *
 *   pnpm --filter @guessdle/data generate
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generatedDir = path.join(root, 'src/generated');
const performerAssets = path.join(root, 'assets/performers');
const channelAssets = path.join(root, 'assets/channels');

/** Empties a picture folder of SVGs so renamed records leave no stale files behind. */
async function resetSvgDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) {
    if (file.endsWith('.svg')) await rm(path.join(dir, file));
  }
}

async function main(): Promise<void> {
  const performers = buildPerformers();
  const channels = buildChannels();

  const problems = [...validatePerformers(performers), ...validateChannels(channels)];
  if (problems.length > 0) {
    for (const p of problems) console.error(`[${p.index ?? '-'}] ${p.field}: ${p.message}`);
    throw new Error(`the generated dataset has ${problems.length} problem(s); nothing written`);
  }

  await mkdir(generatedDir, { recursive: true });
  await writeFile(
    path.join(generatedDir, 'performers.json'),
    `${JSON.stringify(performers, null, 2)}\n`,
  );
  await writeFile(
    path.join(generatedDir, 'channels.json'),
    `${JSON.stringify(channels, null, 2)}\n`,
  );

  await resetSvgDir(performerAssets);
  await resetSvgDir(channelAssets);
  for (const performer of performers) {
    const file = path.basename(performer.profilePictureUrl);
    await writeFile(path.join(performerAssets, file), performerPortrait(performer));
  }
  for (const channel of channels) {
    await writeFile(path.join(channelAssets, path.basename(channel.photo)), channelLogo(channel));
  }

  console.log(
    `wrote ${performers.length} performers, ${channels.length} channels and their pictures`,
  );
}

await main();
