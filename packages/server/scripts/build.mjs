// `pnpm build`: the server as JavaScript in dist/ (server.js, backup.js), which `pnpm start` and
// production run. The workspace packages (@meslektas/domain exports its TypeScript sources) are
// bundled in; every npm dependency of the server stays an import, resolved from node_modules at run
// time. dist/ is as deep in the repository as src/, so paths taken from a module's own location
// (config.ts's repoRoot: the built app, data/) point at the same folders. Each file is written
// beside its place and renamed into it, so two builds at once (the e2e shards, the server suite on
// SQLite and on PostgreSQL) never leave a half-written file for a server that starts meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const external = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);

const result = await build({
  absWorkingDir: dir,
  entryPoints: { server: 'src/server.ts', backup: 'scripts/backup.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Dependencies and their subpaths (`kysely/helpers/postgres`) are loaded from node_modules.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  logLevel: 'warning',
  write: false,
});
for (const file of result.outputFiles) {
  fs.mkdirSync(path.dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  fs.writeFileSync(partial, file.contents);
  fs.renameSync(partial, file.path);
}
