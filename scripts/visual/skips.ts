/**
 * Stories whose capture is left out of the visual review, by story id, each with its reason. A
 * story can also opt out itself with `parameters: { visual: { skip: 'why' } }`. Keep this short:
 * a skipped story is reviewed by no one.
 */
export const visualSkips: Readonly<Record<string, string>> = {
  'games-crono-widget--played-to-the-end':
    'a real-clock run: how many rounds and points it gets depends on the machine speed',
};
