import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host app with the Classic game (index.html) and with a widget that throws (crash.html).
// `manifest` lets the consumer test measure the first load; source maps let it see which packages
// each chunk holds (zod must not be there).
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: true,
    rollupOptions: { input: ['index.html', 'crash.html'] },
  },
});
