import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// react-router's package points every import at its development build (warnings and invariant
// messages included); builds take the production build of the same version, as React Router's own
// Vite plugin does.
const reactRouterDir = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);

/**
 * React Router ships its components as `X = React.forwardRef(...)` followed by
 * `X.displayName = "X"`, unannotated, so the bundler keeps every one of them (Form, NavLink, Link
 * with its prefetching) in the first screen although the app renders none. Marking those calls
 * pure and dropping the devtools-only names lets tree-shaking remove the unused ones.
 */
const reactRouterTreeShaking = {
  name: 'react-router-tree-shaking',
  apply: 'build' as const,
  transform(code: string, id: string) {
    if (!id.startsWith(path.join(reactRouterDir, 'dist/production'))) return null;
    // No code moves to another line, so the package's own source map stays valid (map: null).
    const shaken = code
      .replace(/^(\w+)\.displayName = "\w+";$/gm, '')
      .replace(/= (React\d*\.(?:forwardRef|memo|createContext))\(/g, '= /* @__PURE__ */ $1(');
    return { code: shaken, map: null };
  },
};

/** The design tokens' colours, so the installed app's title bar and splash match the pages. */
const tokens = fs.readFileSync(new URL('../ui/src/styles/index.css', import.meta.url), 'utf8');
const token = (name: string) => {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)?.[1];
  if (!value) throw new Error(`--color-${name} is missing from the design tokens`);
  return value;
};

/**
 * Installable app: the manifest, and a service worker that precaches the built shell so the app
 * opens offline (the shell says so). /api answers and the /app websocket are never cached; the
 * worker only adds web push (public/push-sw.js).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // Registered by the app once the first screen is settled (src/lib/service-worker.ts).
  injectRegister: false,
  includeAssets: ['icons/apple-touch-icon.png'],
  manifest: {
    id: '/',
    name: 'Meslektaş',
    short_name: 'Meslektaş',
    description: 'Avukatlar arası görev paylaşım platformu',
    lang: 'tr',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: token('brand-600'),
    background_color: token('canvas'),
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,woff2}'],
    // The operator console's chunks (src/admin, ui's admin folder: files named admin-*) are never
    // precached, so a lawyer's browser does not download them either.
    globIgnores: ['**/assets/admin-*.js'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/app(\/|$)/],
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
    // A new release takes over at once, and the first visit is already served by the worker.
    skipWaiting: true,
    clientsClaim: true,
    importScripts: ['/push-sw.js'],
  },
});

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking, pwa],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
            },
          ]
        : [],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/app': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: process.env.APP_SOURCEMAP === '1',
    // bench/app-size.ts reads the manifest to add up each route's JavaScript.
    manifest: true,
    rollupOptions: {
      // Our packages' modules only declare things, so a screen that imports one rule from domain
      // does not carry the zod schemas (or ui components) it never uses.
      treeshake: { moduleSideEffects: (id) => !/\/packages\/(domain|ui)\/src\/.*\.tsx?$/.test(id) },
      // A screen's code came in some 100 chunks, most of them under a kilobyte (one rule, one icon),
      // each a request (six at a time over HTTP/1.1, queued ahead of the screen's API reads), a
      // modulepreload link added in one task and a module to instantiate. Common chunks under 8 kB
      // (before compression) are copied into the chunks that import them instead: a screen loads
      // about a third as many files, and fewer bytes once compressed.
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } } },
    },
  },
}));
