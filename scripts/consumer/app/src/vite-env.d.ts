interface ImportMetaEnv {
  readonly VITE_GUESSDLE_URL?: string;
  readonly VITE_GUESSDLE_KEY?: string;
}
