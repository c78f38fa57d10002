import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

// The gateway serves /api and socket.io; same origin in production (nginx), proxied here.
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://127.0.0.1:3001';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: gatewayUrl, changeOrigin: true },
  '/socket.io': { target: gatewayUrl, changeOrigin: true, ws: true },
};

const libSource = (name: string) => fileURLToPath(new URL(`../libs/${name}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Browser-safe libs compile from source, so the web needs no prebuild of libs/.
    alias: [
      { find: /^@tracker\/contracts$/, replacement: libSource('contracts') },
      { find: /^@tracker\/domain$/, replacement: libSource('domain') },
    ],
  },
  server: { proxy },
  preview: { port: 8080, strictPort: true, proxy },
  build: { outDir: 'dist', assetsDir: 'assets', emptyOutDir: true },
});
