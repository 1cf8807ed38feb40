// pnpm hooks of the workspace.
//
// beforePacking, for every package pnpm packs or publishes: the workspace's own fields stay home.
// `scripts` would run on a consumer's machine (or say `tsup` to someone who has none) and
// `devDependencies` mean nothing in an installed package, so neither is published; a package
// published later (the server) gets the same without a line here.
//
// Also: pnpm itself takes `exports`, `main`, `types` and a few more fields from a
// package's `publishConfig` when it packs or publishes, but not `sideEffects`. @guessdle/api's
// side-effect module is `./src/zod.ts` in the workspace (the site and Storybook build from the
// sources); in the tarball it sits at the top of the schemas' chunk, which a bundler keeps whole
// when anything of it is used, so the packed package.json says `false` (publishConfig.sideEffects)
// and a host that uses only the client drops zod. `node scripts/check-packages.mjs` checks the
// result, and `pnpm test:consumer` that zod stays out of a host's bundle.
module.exports = {
  hooks: {
    beforePacking(manifest) {
      delete manifest.scripts;
      delete manifest.devDependencies;
      const { publishConfig } = manifest;
      if (publishConfig && 'sideEffects' in publishConfig) {
        manifest.sideEffects = publishConfig.sideEffects;
        delete publishConfig.sideEffects;
      }
      return manifest;
    },
  },
};
