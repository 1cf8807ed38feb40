// Storybook 10.6's own zoom tool (the toolbar's magnifier) renders its popover without an
// accessible label, so the manager logs a deprecation warning on every story. Nothing of ours can
// pass the label; this drops that one message (and only it) until Storybook labels its own tool.
const zoomToolWarning = "The 'ariaLabel' prop on 'PopoverProvider' will become mandatory";
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes(zoomToolWarning)) return;
  warn(...args);
};
