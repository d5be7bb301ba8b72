// Prints the gzip size of each route's JavaScript next to a bare React app built the same way
// (Vite, @vitejs/plugin-react, production mode), and fails when the first route, the login
// screen, is more than 1.5 times the bare app.
//
// `--dist=dir` measures a build kept elsewhere (with --no-build), to compare two builds.
//
//   node --import tsx bench/app-size.ts [--no-build] [--dist=dir]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'packages/app');
const LIMIT = 1.5;
const FIRST_ROUTE = 'src/features/auth/components/login-page.tsx';
// Every route but the login loads what sits behind it (data hooks, guard, the table of the other
// routes); the main layout's screens load the layout too. The toaster loads with the first toast and is not counted.
const PROTECTED = 'src/routes/protected.tsx';
const LAYOUT = 'src/components/app-shell.tsx';
const CONSOLE = 'src/admin/admin-console.tsx';
const BARE = new Set([FIRST_ROUTE, 'src/features/auth/components/account-state-page.tsx']);

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

const gzipOf = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function jsSize(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const f of files) if (f.endsWith('.js')) total += gzipOf(path.join(distDir, f));
  return total;
}

async function bareReactSize(): Promise<number> {
  // Inside the repository so react and react-dom resolve from its node_modules.
  const dir = path.join(root, 'node_modules/.cache/bare-react-app');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="tr"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  fs.writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')!).render(<StrictMode><h1>Merhaba</h1></StrictMode>);\n",
  );
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  });
  const distDir = path.join(dir, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the bare app has no entry chunk');
  return jsSize(distDir, closure(manifest, entry));
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('pnpm', ['--filter', '@meslektas/app', 'build'], { cwd: root, stdio: 'ignore' });
  }
  const distArg = process.argv.find((a) => a.startsWith('--dist='))?.slice('--dist='.length);
  const distDir = distArg ? path.resolve(distArg) : path.join(appDir, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the app has no entry chunk; is packages/app/dist a Vite build?');
  const entryFiles = closure(manifest, entryKey);
  const protectedFiles = closure(manifest, PROTECTED);
  const layoutFiles = closure(manifest, LAYOUT);

  // The screens: every page chunk, and every screen the protected tree loads (the settings and
  // support screens live in routes/), but not the layout or the console's frame.
  const screens = new Set(
    (manifest[PROTECTED]?.dynamicImports ?? []).filter((key) => key !== LAYOUT && key !== CONSOLE),
  );
  const rows = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && (/-page\.tsx$/.test(key) || screens.has(key)))
    .map(([key]) => {
      const files = new Set([...entryFiles, ...closure(manifest, key)]);
      if (key !== FIRST_ROUTE) protectedFiles.forEach((f) => files.add(f));
      if (!BARE.has(key)) layoutFiles.forEach((f) => files.add(f));
      return { route: key.replace(/^src\//, ''), bytes: jsSize(distDir, files) };
    })
    .sort((a, b) => a.bytes - b.bytes);

  const bare = await bareReactSize();
  const width = Math.max(...rows.map((r) => r.route.length), 20);
  console.log(`${'route'.padEnd(width)}  gzip JS    x bare`);
  console.log(`${'bare React app'.padEnd(width)}  ${kb(bare).padStart(8)}  1.00`);
  for (const r of rows) {
    console.log(`${r.route.padEnd(width)}  ${kb(r.bytes).padStart(8)}  ${(r.bytes / bare).toFixed(2)}`);
  }
  const first = rows.find((r) => `src/${r.route}` === FIRST_ROUTE);
  if (!first) throw new Error(`${FIRST_ROUTE} is not a lazy route chunk`);
  const ratio = first.bytes / bare;
  console.log(`\nfirst route (${first.route}): ${ratio.toFixed(2)} x the bare app (limit ${LIMIT})`);
  if (ratio > LIMIT) process.exitCode = 1;
}

await main();
