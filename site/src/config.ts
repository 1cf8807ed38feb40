/** Page globals (SPEC §7): the API server writes them in /config.js; these are the fallbacks. */
export interface SiteConfig {
  /** Prefix of every API call; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Sent as `x-api-key` on every call. */
  apiKey: string;
  /** When true, the site answers from the in-memory mock API instead of the server. */
  mocks: boolean;
  /** External feedback form opened by 'Give us some feedback!'. */
  feedbackUrl: string;
  /** The embedding documentation the /embed configurator links to (options, events, CSP). */
  embedDocsUrl: string;
  /**
   * How long a Crono run lasts on the server (its CRONO_ROUND_SECONDS): a Crono page shows the
   * rules while its game loads. Set by the server only; without it the rules wait for the game.
   */
  cronoRoundSeconds?: number;
}

declare global {
  interface Window {
    __GUESSDLE__?: Partial<SiteConfig>;
  }
}

const defaults: SiteConfig = {
  apiBaseUrl: '',
  apiKey: 'guessdle-dev-key',
  mocks: false,
  feedbackUrl: 'https://forms.gle/guessdle-feedback',
  // The games package's README as its registry shows it, section "Embed a game in any
  // website"; an operator can point it at their own copy through the page globals.
  embedDocsUrl:
    'https://www.npmjs.com/package/@guessdle/games#embed-a-game-in-any-website-script-tag',
};

export function readSiteConfig(
  globals: Partial<SiteConfig> | undefined = window.__GUESSDLE__,
): SiteConfig {
  return { ...defaults, ...globals };
}
