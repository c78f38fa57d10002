import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// The gateway serves /api and socket.io; same origin in production (nginx), proxied here.
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: gatewayUrl, changeOrigin: true },
  '/socket.io': { target: gatewayUrl, changeOrigin: true, ws: true },
};

const libSource = (name: string, entry = 'index.ts') =>
  fileURLToPath(new URL(`../libs/${name}/src/${entry}`, import.meta.url));

/**
 * index.html paints its app shell from HTML and CSS alone, so the scripts do not block the first paint:
 * fetched at low priority they leave the stylesheet to come first (issue 4: Lighthouse ≥ 95).
 */
const scriptsAfterTheShell: Plugin = {
  name: 'scripts-after-the-shell',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
  },
};

export default defineConfig({
  plugins: [react(), scriptsAfterTheShell],
  resolve: {
    // Browser-safe libs compile from source, so the web needs no prebuild of libs/.
    alias: [
      { find: /^@tracker\/contracts$/, replacement: libSource('contracts') },
      { find: /^@tracker\/contracts\/schemas$/, replacement: libSource('contracts', 'schemas/index.ts') },
      { find: /^@tracker\/domain$/, replacement: libSource('domain') },
    ],
  },
  server: { proxy },
  preview: { port: 8080, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // Everything the entry imports statically in the entry chunk itself: one script, evaluated after
      // the shell's first paint, instead of shared chunks preloaded beside it (lazy screens stay split).
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
});
