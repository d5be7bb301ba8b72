// Builds @meslektas/ui as a library for consumers outside this workspace (`pnpm --filter
// @meslektas/ui build`): dist/index.js (ESM), dist/**/*.d.ts and the compiled dist/styles.css.
// The workspace itself (app, Storybook, vitest) keeps using the sources; see docs/decisions/007.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import dts from 'vite-plugin-dts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(dirname, 'dist');
const domainSrc = path.join(dirname, '../domain/src');
// Domain is private and ships TypeScript only, so its declarations travel inside dist.
const domainOut = path.join(outDir, 'domain');

const pkg = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// React and every published dependency stay imports; a consumer installs them once for all its code.
// @meslektas/domain (and the part of zod it uses) is bundled instead.
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)].filter(
  (name) => !name.startsWith('@meslektas/'),
);

// One entry for the JS and the stylesheet, without adding a CSS import to src/index.ts (the app
// and Storybook bring the stylesheet themselves). Lib mode writes the CSS beside the JS and does
// not import it from there.
const entry = 'virtual:meslektas-ui-library';
const libraryEntry = {
  name: 'meslektas-ui-library-entry',
  enforce: 'pre' as const,
  resolveId: (id: string) => (id.endsWith(entry) ? `\0${entry}` : null),
  load: (id: string) =>
    id === `\0${entry}`
      ? [
          `import ${JSON.stringify(path.join(dirname, 'src/styles/index.css'))};`,
          `export * from ${JSON.stringify(path.join(dirname, 'src/index.ts'))};`,
        ].join('\n')
      : null,
};

/** The specifier from a declaration file at `from` to the module at `to` (a .d.ts path). */
function relativeSpecifier(from: string, to: string): string {
  const specifier = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return (specifier.startsWith('.') ? specifier : `./${specifier}`).replace(/\.d\.ts$/, '.js');
}

export default defineConfig({
  plugins: [
    libraryEntry,
    react(),
    tailwindcss(),
    dts({
      tsconfigPath: path.join(dirname, 'tsconfig.json'),
      include: ['src', '../domain/src'],
      exclude: [
        '**/*.stories.tsx',
        '**/*.test.ts',
        '**/*.test.tsx',
        '**/story-fixtures.*',
        '**/story-states.*',
      ],
      entryRoot: path.join(dirname, 'src'),
      compilerOptions: {
        rootDir: path.join(dirname, '..'),
        // Through `paths` (not node_modules) domain counts as this program's own source, so its
        // declarations are emitted too.
        paths: { '@meslektas/domain': [path.join(domainSrc, 'index.ts')] },
      },
      pathsToAliases: false,
      afterBootstrap: (runtime) => {
        for (const file of runtime.getProgram().getSourceFiles()) {
          if (file.fileName.startsWith(domainSrc + path.sep)) runtime.addRootFile(file.fileName);
        }
      },
      afterDiagnostic: (diagnostics) => {
        if (diagnostics.length > 0) throw new Error('ui library: the sources do not type-check (see above).');
      },
      beforeWriteFile: (filePath, content) => {
        // Files outside entryRoot land beside dist (packages/ui/domain/src/…); move them under it.
        const stray = path.join(dirname, 'domain/src');
        const target = filePath.startsWith(stray + path.sep)
          ? path.join(domainOut, path.relative(stray, filePath))
          : filePath;
        const domainIndex = relativeSpecifier(target, path.join(domainOut, 'index.d.ts'));
        return {
          filePath: target,
          content: content
            .replace(/(['"])@meslektas\/domain\1/g, `$1${domainIndex}$1`)
            // Sources import with .ts/.tsx extensions; published declarations name the .js modules.
            .replace(/(['"])(\.{1,2}\/[^'"]+)\.tsx?\1/g, '$1$2.js$1'),
        };
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    lib: { entry, formats: ['es'], fileName: 'index', cssFileName: 'styles' },
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
      // Our packages' modules only declare things (as in the app's build), so the bundle carries
      // only the domain rules and zod schemas that ui calls.
      treeshake: { moduleSideEffects: (id) => !/\/packages\/(domain|ui)\/src\/.*\.tsx?$/.test(id) },
      // The declaration step takes most of the build by design; no timing report for it.
      checks: { pluginTimings: false },
    },
  },
});
