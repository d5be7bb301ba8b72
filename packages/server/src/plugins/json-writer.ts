import type { z } from 'zod';

/**
 * A JSON writer compiled once from a response schema: it writes exactly what
 * `JSON.stringify(schema.encode(value))` writes (declared fields in the schema's order, undeclared
 * ones dropped) without building the encoded copy first. It only knows the constructs whose output
 * is the input unchanged: objects that strip unknown keys, arrays, strings, numbers (plain or
 * safe integers), booleans, null, nullable, optional properties, enums, literals and unions of
 * literals. A schema with anything else (transforms, defaults, other unions, length or range
 * checks, dates, …) gets no writer and stays on zod.
 *
 * While writing, the writer checks each value against its node as zod would accept it; at the
 * first value it does not recognise it gives up (`WriterMismatch`), and the caller answers through
 * zod, which encodes the value or refuses it with its own error.
 */
export type JsonWriter = (value: unknown) => string;

/** Thrown by a writer at a value it does not accept; the caller falls back to zod. */
export class WriterMismatch extends Error {}

const mismatch = new WriterMismatch('value outside the compiled response schema');

type Write = (value: unknown) => string;

interface Node {
  readonly type: string;
  readonly def: Record<string, unknown>;
}

function nodeOf(schema: unknown): Node | null {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | null)?._zod?.def;
  // A coercing schema changes the value it is given: not one a writer may pass through.
  if (!def || typeof def.type !== 'string' || def.coerce) return null;
  return { type: def.type, def };
}

const primitive = (v: unknown) =>
  v === null ||
  typeof v === 'string' ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v));

/** The values a literal, an enum or a union of them accepts, or null when it is not that. */
function allowedValues(node: Node): unknown[] | null {
  if (node.type === 'literal') {
    const values = node.def.values as unknown[];
    return values.every(primitive) ? [...values] : null;
  }
  if (node.type === 'enum') {
    // Only string enums: a numeric TypeScript enum also carries its reverse names as entries.
    const values = Object.values(node.def.entries as Record<string, unknown>);
    return values.every((v) => typeof v === 'string') ? values : null;
  }
  if (node.type === 'union') {
    const all: unknown[] = [];
    for (const option of node.def.options as unknown[]) {
      const inner = nodeOf(option);
      const values = inner ? allowedValues(inner) : null;
      if (!values) return null;
      all.push(...values);
    }
    return all;
  }
  return null;
}

/** zod's number formats a writer keeps to: none, or a safe integer (`.int()`). */
function numberCheck(node: Node): ((v: number) => boolean) | null {
  const checks = (node.def.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  if (checks.length === 0) return Number.isFinite;
  if (checks.length === 1) {
    const check = checks[0]!._zod.def;
    if (check.check === 'number_format' && check.format === 'safeint') return Number.isSafeInteger;
  }
  return null;
}

const hasChecks = (node: Node) => ((node.def.checks as unknown[] | undefined)?.length ?? 0) > 0;

/** Schemas being compiled: a schema met again inside itself is recursive, and stays on zod. */
const compiling = new Set<unknown>();

function compileNode(schema: unknown): Write | null {
  const node = nodeOf(schema);
  if (!node || compiling.has(schema)) return null;
  compiling.add(schema);
  try {
    return compileKnown(node);
  } finally {
    compiling.delete(schema);
  }
}

function compileKnown(node: Node): Write | null {
  switch (node.type) {
    case 'string':
      if (hasChecks(node)) return null;
      return (v) => {
        if (typeof v !== 'string') throw mismatch;
        return JSON.stringify(v);
      };
    case 'number': {
      const accepts = numberCheck(node);
      if (!accepts) return null;
      return (v) => {
        if (typeof v !== 'number' || !accepts(v)) throw mismatch;
        return JSON.stringify(v);
      };
    }
    case 'boolean':
      return (v) => {
        if (v === true) return 'true';
        if (v === false) return 'false';
        throw mismatch;
      };
    case 'null':
      return (v) => {
        if (v !== null) throw mismatch;
        return 'null';
      };
    case 'nullable': {
      const inner = compileNode(node.def.innerType);
      if (!inner) return null;
      return (v) => (v === null ? 'null' : inner(v));
    }
    case 'literal':
    case 'enum':
    case 'union': {
      const values = allowedValues(node);
      if (!values) return null;
      const written = new Map(values.map((value) => [value, JSON.stringify(value)]));
      return (v) => {
        const text = written.get(v);
        if (text === undefined) throw mismatch;
        return text;
      };
    }
    case 'array': {
      if (hasChecks(node)) return null;
      const element = compileNode(node.def.element);
      if (!element) return null;
      return (v) => {
        if (!Array.isArray(v)) throw mismatch;
        if (v.length === 0) return '[]';
        let out = `[${element(v[0])}`;
        for (let i = 1; i < v.length; i += 1) out += `,${element(v[i])}`;
        return `${out}]`;
      };
    }
    case 'object':
      return compileObject(node);
    default:
      return null;
  }
}

interface Field {
  readonly key: string;
  /** `"key":`, with the comma before it when a field may already have been written. */
  readonly name: string;
  readonly optional: boolean;
  readonly write: Write;
}

function compileObject(node: Node): Write | null {
  // Only the default (strip) mode: strict refuses unknown keys, loose passes them on.
  if (node.def.catchall !== undefined || hasChecks(node)) return null;
  const fields: Field[] = [];
  for (const [key, schema] of Object.entries(node.def.shape as Record<string, unknown>)) {
    const inner = nodeOf(schema);
    if (!inner) return null;
    const optional = inner.type === 'optional';
    const write = compileNode(optional ? inner.def.innerType : schema);
    if (!write) return null;
    fields.push({ key, name: `${JSON.stringify(key)}:`, optional, write });
  }
  return (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw mismatch;
    const record = v as Record<string, unknown>;
    let out = '{';
    let first = true;
    for (const field of fields) {
      const value = record[field.key];
      // An optional field left out (or undefined) is absent from zod's output, so from the JSON.
      if (field.optional && value === undefined) continue;
      out += first ? field.name : `,${field.name}`;
      out += field.write(value);
      first = false;
    }
    return `${out}}`;
  };
}

/** The writer for a response schema, or null when the schema has a construct it cannot write exactly. */
export function compileJsonWriter(schema: z.ZodType): JsonWriter | null {
  // Only an object or an array at the top: a bare optional or undefined answer has no JSON.
  const node = nodeOf(schema);
  if (!node || (node.type !== 'object' && node.type !== 'array')) return null;
  return compileNode(schema);
}
