import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Source maps for the error-reporting service, without `sourceMappingURL` in what browsers load;
  // scripts/keep-source-maps.ts moves the client's out of the served folder.
  build: { sourcemap: 'hidden' },
});
