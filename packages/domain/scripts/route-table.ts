// Writes src/contract/route-table.ts from the contract: `pnpm --filter @meslektas/domain routes`.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { api } from '../src/contract/calls/index.ts';
import { clientEntry } from '../src/contract/client.ts';
import type { EndpointSpec } from '../src/contract/endpoint.ts';

const table = Object.fromEntries(
  Object.entries(api).map(([area, calls]) => [
    area,
    Object.fromEntries(
      Object.entries(calls as Record<string, EndpointSpec>).map(([name, spec]) => [name, clientEntry(spec)]),
    ),
  ]),
);
const target = fileURLToPath(new URL('../src/contract/route-table.ts', import.meta.url));
fs.writeFileSync(
  target,
  `// Generated from the contract by \`pnpm --filter @meslektas/domain routes\`; do not edit by hand.\n` +
    `export const routeTable = ${JSON.stringify(table, null, 2)};\n`,
);
