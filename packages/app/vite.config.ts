import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';

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

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking],
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
    },
  },
}));
