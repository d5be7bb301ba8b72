// Writes src/contract/route-table.generated/ from the contract: `pnpm --filter @meslektas/domain routes`.
// One module per area and one export per call, so a screen's bundle keeps only the calls it makes
// (`api.auth.login` is a member of a namespace, which the bundler follows).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from '../src/contract/calls/index.ts';
import { clientEntry } from '../src/contract/client-entry.ts';
import type { EndpointSpec } from '../src/contract/endpoint.ts';

const header =
  '// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.\n';
const dir = fileURLToPath(new URL('../src/contract/route-table.generated/', import.meta.url));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const areas = Object.entries(api);
/** File names are kebab-case like every other file; the export keeps the area's name. */
const fileOf = (area: string) => `${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`;
for (const [area, calls] of areas) {
  const lines = Object.entries(calls as Record<string, EndpointSpec>).map(
    ([name, spec]) =>
      `export const ${name} = ${JSON.stringify(clientEntry(spec))} as ClientOf<Api[${JSON.stringify(area)}][${JSON.stringify(name)}]>;`,
  );
  fs.writeFileSync(
    path.join(dir, fileOf(area)),
    `${header}import type { Api } from '../calls/index.ts';\nimport type { ClientOf } from '../client.ts';\n\n${lines.join('\n')}\n`,
  );
}
fs.writeFileSync(
  path.join(dir, 'index.ts'),
  header + areas.map(([area]) => `export * as ${area} from './${fileOf(area)}';`).join('\n') + '\n',
);
