/**
 * Runs before any module builds a schema. zod probes `new Function` when it builds an object schema,
 * to compile a faster parser; the server's Content-Security-Policy (no 'unsafe-eval') refuses it and
 * the browser reports a violation. zod keeps its settings in this global and adopts one set before
 * it loads, so the screens that use zod (loaded later) start jitless, and the first paint carries
 * no zod code. e2e `security-policy.spec.ts` fails if a zod update stops honouring it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
