// pnpm hooks of the workspace.
//
// beforePacking: pnpm itself takes `exports`, `main`, `types` and a few more fields from a
// package's `publishConfig` when it packs or publishes, but not `sideEffects`. @guessdle/api's
// side-effect module is `./src/zod.ts` in the workspace (the site and Storybook build from the
// sources) and sits in a built chunk in the tarball, so the packed package.json takes
// `publishConfig.sideEffects` the same way. `node scripts/check-packages.mjs` checks the result.
module.exports = {
  hooks: {
    beforePacking(manifest) {
      const { publishConfig } = manifest;
      if (publishConfig && 'sideEffects' in publishConfig) {
        manifest.sideEffects = publishConfig.sideEffects;
        delete publishConfig.sideEffects;
      }
      return manifest;
    },
  },
};
