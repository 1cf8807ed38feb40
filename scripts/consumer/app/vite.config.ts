import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The host app with the Classic game. `manifest` lets the consumer test measure the first load.
export default defineConfig({
  plugins: [react()],
  // Source maps let the consumer test see which packages each chunk holds (zod must not be there).
  build: { outDir: 'dist', manifest: true, sourcemap: true },
});
