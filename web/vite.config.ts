import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

import en from './src/i18n/locales/en';
import es from './src/i18n/locales/es';
import { localizeShell, shellDrift } from './src/i18n/localized-shell';

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

/**
 * The shell in Spanish beside the English one (index.es.html), its texts from the es catalogue; nginx
 * answers it to a Spanish visitor. The build fails when a shell text no longer matches its en message.
 */
const spanishShell: Plugin = {
  name: 'spanish-shell',
  apply: 'build',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') return this.error('the build emitted no index.html');
      const html = typeof shell.source === 'string' ? shell.source : new TextDecoder().decode(shell.source);
      const drift = shellDrift(html, en);
      if (drift.length > 0)
        return this.error(`index.html differs from the en catalogue:\n${drift.join('\n')}`);
      this.emitFile({ type: 'asset', fileName: 'index.es.html', source: localizeShell(html, es, 'es') });
    },
  },
};

export default defineConfig({
  plugins: [react(), scriptsAfterTheShell, spanishShell],
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
