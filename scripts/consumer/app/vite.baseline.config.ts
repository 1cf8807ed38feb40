import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The same host app without the game: what the first load costs before Classic is added.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist-baseline',
    manifest: true,
    rollupOptions: { input: 'baseline.html' },
  },
});
