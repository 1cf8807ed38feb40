/** What an embedded game shows: still loading, or failing with an alert (its text). */
export interface WidgetStatus {
  loading: boolean;
  alert: string | null;
}

/**
 * Reads the state of the widget under `element` from what it renders (its loading view and its
 * error alert), for the embeds to tell their host page: ready once it shows the game, error when
 * an alert appears. The iframe page (site/src/pages/EmbedPage.tsx) and inline rendering
 * (inline.tsx) both use it.
 */
export function widgetStatus(element: ParentNode): WidgetStatus {
  const widget = element.querySelector('[data-guessdle-widget]');
  const alert = widget?.querySelector('[role="alert"]') ?? null;
  return {
    loading: !widget || widget.querySelector('[data-loading-view]') !== null,
    alert: alert ? (alert.textContent ?? '') : null,
  };
}
