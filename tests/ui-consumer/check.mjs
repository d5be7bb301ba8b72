// `pnpm test "ui library"`: builds packages/ui as a library, checks what dist holds, then
// type-checks a small consumer against dist only. Exits non-zero when any part fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const uiDir = path.join(root, 'packages/ui');
const dist = path.join(uiDir, 'dist');
const pkg = JSON.parse(fs.readFileSync(path.join(uiDir, 'package.json'), 'utf8'));

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;
const problems = [];

if (run('pnpm', ['--filter', '@meslektas/ui', 'build']) !== 0) process.exit(1);

const files = fs
  .readdirSync(dist, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => fs.statSync(path.join(dist, f)).isFile());

// Every file the published manifest points at exists.
const targets = [
  pkg.publishConfig.main,
  pkg.publishConfig.types,
  ...Object.values(pkg.publishConfig.exports).flatMap((t) =>
    typeof t === 'string' ? [t] : Object.values(t),
  ),
];
for (const target of targets) {
  if (!fs.existsSync(path.join(uiDir, target)))
    problems.push(`publishConfig names ${target}, which the build did not write`);
}

// Stories, tests and fixtures are workspace-only.
for (const file of files.filter((f) => /\.(stories|test)\.|story-fixtures|\.mdx$/.test(f))) {
  problems.push(`dist/${file} must not be published`);
}

// Packages that dist imports: domain is private (so bundled), every other one must be installable.
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
// dist's copy of domain's declarations is written in zod's types (`z.infer<…>` payloads, the
// contract's schemas); until ui declares zod itself, they need it installed beside (decision 007).
// The JavaScript carries the zod code it runs.
const typesOnly = new Set(['zod']);
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
  const code = fs.readFileSync(path.join(dist, file), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:from\s*|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
    if (specifier.startsWith('.')) continue;
    const name = packageOf(specifier);
    if (name.startsWith('@meslektas/')) problems.push(`dist/${file} still imports ${specifier}`);
    else if (!declared.has(name) && !(file.endsWith('.d.ts') && typesOnly.has(name))) {
      problems.push(`dist/${file} imports ${specifier}, which is not a dependency of @meslektas/ui`);
    }
  }
}

// The stylesheet is compiled: tokens and utilities, no Tailwind directives left.
const css = fs.readFileSync(path.join(dist, 'styles.css'), 'utf8');
if (!css.includes('--color-brand-600') || /@(source|theme|import)\b/.test(css)) {
  problems.push('dist/styles.css is not the compiled stylesheet');
}

for (const problem of problems) console.error(`ui library: ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`ui library: dist holds ${files.length} files; type-checking tests/ui-consumer against it`);
process.exit(run('pnpm', ['exec', 'tsc', '--noEmit', '-p', 'tests/ui-consumer']));
