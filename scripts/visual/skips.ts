/**
 * Stories whose capture is left out of the visual review, by story id, each with its reason. A
 * story can also opt out itself with `parameters: { visual: { skip: 'why' } }`. Keep this short:
 * a skipped story is reviewed by no one.
 */
export const visualSkips: Readonly<Record<string, string>> = {
  // Found by comparing runs: in high contrast the Copy button's focus ring is drawn in one of two
  // ways at its top corners after the copied bubble closes (29 px, up to 36 levels). To investigate.
  'ui-copyfield--copy-link':
    'the focus ring corners after the bubble closes differ from run to run',
  // The same focus ring around the selected link: 4 pixels at its top-right corner differed
  // between two runs in the dark theme.
  'ui-copyfield--manual-copy': 'the focus ring corners differ from run to run',
  'games-crono-widget--played-to-the-end':
    'a real-clock run: how many rounds and points it gets depends on the machine speed',
  'foundations-tokens--colours-and-contrast':
    'about 3,900 px tall, taller than the capture frame (3,200 px); a 4,800 px frame did not ' +
    'capture within 10 minutes on a 2-core machine',
};
