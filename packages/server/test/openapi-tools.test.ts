import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { allEndpoints, operationIdOf } from '@meslektas/domain';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from './helpers/test-app.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

let ctx: TestContext;
let dir: string;
let documentPath: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meslektas-openapi-'));
  documentPath = path.join(dir, 'openapi.json');
  fs.writeFileSync(documentPath, res.body);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

describe('the API reference in other teams’ tools', () => {
  it(
    'passes redocly lint with the recommended rules: no error, no warning',
    { timeout: 60_000 },
    async () => {
      // A failing lint exits 1 with its report on stdout; the report is what the test reads.
      const { stdout } = await run(
        path.join(serverDir, 'node_modules/.bin/redocly'),
        [
          'lint',
          documentPath,
          '--config',
          path.join(serverDir, 'redocly.yaml'),
          '--format=json',
          '--max-problems=1000',
        ],
        { maxBuffer: 64 * 1024 * 1024 },
      ).catch((error: { stdout: string }) => error);
      const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
      const found = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
      expect(found).toEqual([]);
    },
  );

  it(
    'gives openapi-typescript a client that typechecks, one operation per call of the contract',
    {
      timeout: 60_000,
    },
    async () => {
      const types = astToString(await openapiTS(new URL(`file://${documentPath}`)));
      fs.writeFileSync(path.join(dir, 'api.ts'), types);
      const ids = allEndpoints.map(operationIdOf);
      expect(ids.length).toBeGreaterThan(100);
      // Fails to typecheck if the generated client lacks any of the contract's operations.
      fs.writeFileSync(
        path.join(dir, 'use.ts'),
        `import type { operations, paths } from './api.ts';\n` +
          `export const ids: (keyof operations)[] = ${JSON.stringify(ids)};\n` +
          `export type Tickets = paths['/api/ticket']['get']['responses'][200]['content']['application/json'];\n` +
          `export const sub = (t: Tickets) => t.data.options[0]?.sub?.[0]?.sub?.[0]?.text;\n`,
      );
      const program = ts.createProgram([path.join(dir, 'use.ts')], {
        strict: true,
        noEmit: true,
        // The standard library is taken as given; the generated api.ts is checked in full.
        skipLibCheck: true,
        lib: ['lib.es2022.d.ts'],
        allowImportingTsExtensions: true,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        target: ts.ScriptTarget.ES2022,
        types: [],
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    },
  );
});
