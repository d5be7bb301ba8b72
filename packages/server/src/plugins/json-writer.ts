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
export type JsonWriter = (value: unknown) => string | Buffer;

/** Thrown by a writer at a value it does not accept; the caller falls back to zod. */
export class WriterMismatch extends Error {}

const mismatch = new WriterMismatch('value outside the compiled response schema');

/**
 * Characters gathered as a string before they are written out as UTF-8. A large answer (the pending
 * list is about 100 kB, with Turkish letters) is not kept as one string: a string that long is a
 * two-byte string in V8's large-object space, and measuring, encoding and copying it (Fastify's
 * content length, the socket's write) cost more than writing it did.
 */
const CHUNK = 16 * 1024;

/** The bytes kept between answers to write large ones into; answers are written one at a time. */
let spare: Buffer | null = Buffer.allocUnsafeSlow(256 * 1024);
const SPARE_LIMIT = 4 * 1024 * 1024;

/**
 * The writer's text is UTF-8 held one byte to a character (each character's code is one byte of
 * the answer): written out as latin1 it is copied byte for byte, where a string holding Turkish
 * letters is a two-byte string whose encoding cost as much as writing it. Plain ASCII is its own
 * UTF-8; anything else goes through `utf8Bytes`.
 */
const utf8Bytes = (json: string): string => Buffer.from(json, 'utf8').toString('latin1');

/** Printable ASCII but `"` and `\`: a string JSON writes between quotes as it is. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
const NOT_ASCII = /[\x80-\xff]/;

/**
 * The UTF-8 bytes of short strings' JSON, by string (names, courthouses, categories, the apply
 * modal's answers recur in every answer). A pure function of its key, so never stale; past the
 * bound it starts over.
 */
const stringBytes = new Map<string, string>();
const STRING_BYTES_LIMIT = 4096;
const CACHED_LENGTH = 256;

/** A string's JSON, as the writer's UTF-8 bytes. */
function jsonString(v: string): string {
  if (PLAIN.test(v)) return `"${v}"`;
  if (v.length > CACHED_LENGTH) return utf8Bytes(JSON.stringify(v));
  let bytes = stringBytes.get(v);
  if (bytes === undefined) {
    if (stringBytes.size >= STRING_BYTES_LIMIT) stringBytes.clear();
    bytes = utf8Bytes(JSON.stringify(v));
    stringBytes.set(v, bytes);
  }
  return bytes;
}

/** Where a writer writes: small answers stay one string, large ones become UTF-8 bytes. */
class Sink {
  /** UTF-8 bytes, one to a character (see `utf8Bytes`). */
  text = '';
  private bytes: Buffer | null = null;
  private length = 0;

  flush(): void {
    if (!this.bytes) {
      this.bytes = spare ?? Buffer.allocUnsafeSlow(256 * 1024);
      spare = null;
    }
    const needed = this.length + this.text.length;
    if (needed > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.length);
      this.bytes = grown;
    }
    this.length += this.bytes.write(this.text, this.length, 'latin1');
    this.text = '';
  }

  /** The answer: the string when nothing was flushed, else a copy of the bytes written. */
  finish(): string | Buffer {
    if (!this.bytes) {
      return NOT_ASCII.test(this.text) ? Buffer.from(this.text, 'latin1').toString('utf8') : this.text;
    }
    this.flush();
    return Buffer.from(this.bytes.subarray(0, this.length));
  }

  release(): void {
    if (this.bytes && this.bytes.length <= SPARE_LIMIT) spare = this.bytes;
    this.bytes = null;
  }
}

type Write = (value: unknown, out: Sink) => void;

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
      return (v, out) => {
        if (typeof v !== 'string') throw mismatch;
        out.text += jsonString(v);
      };
    case 'number': {
      const accepts = numberCheck(node);
      if (!accepts) return null;
      return (v, out) => {
        if (typeof v !== 'number' || !accepts(v)) throw mismatch;
        out.text += JSON.stringify(v);
      };
    }
    case 'boolean':
      return (v, out) => {
        if (v !== true && v !== false) throw mismatch;
        out.text += v ? 'true' : 'false';
      };
    case 'null':
      return (v, out) => {
        if (v !== null) throw mismatch;
        out.text += 'null';
      };
    case 'nullable': {
      const inner = compileNode(node.def.innerType);
      if (!inner) return null;
      return (v, out) => {
        if (v === null) out.text += 'null';
        else inner(v, out);
      };
    }
    case 'literal':
    case 'enum':
    case 'union': {
      const values = allowedValues(node);
      if (!values) return null;
      const written = new Map(values.map((value) => [value, utf8Bytes(JSON.stringify(value))]));
      return (v, out) => {
        const text = written.get(v);
        if (text === undefined) throw mismatch;
        out.text += text;
      };
    }
    case 'array': {
      if (hasChecks(node)) return null;
      const element = compileNode(node.def.element);
      if (!element) return null;
      return (v, out) => {
        if (!Array.isArray(v)) throw mismatch;
        out.text += '[';
        for (let i = 0; i < v.length; i += 1) {
          if (i > 0) out.text += ',';
          element(v[i], out);
          if (out.text.length >= CHUNK) out.flush();
        }
        out.text += ']';
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
  /** `"key":` */
  readonly name: string;
  /** `,"key":` */
  readonly nextName: string;
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
    const name = utf8Bytes(`${JSON.stringify(key)}:`);
    fields.push({ key, name, nextName: `,${name}`, optional, write });
  }
  return (v, out) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw mismatch;
    const record = v as Record<string, unknown>;
    out.text += '{';
    let first = true;
    for (const field of fields) {
      const value = record[field.key];
      // An optional field left out (or undefined) is absent from zod's output, so from the JSON.
      if (field.optional && value === undefined) continue;
      out.text += first ? field.name : field.nextName;
      field.write(value, out);
      first = false;
    }
    out.text += '}';
  };
}

/** The writer for a response schema, or null when the schema has a construct it cannot write exactly. */
export function compileJsonWriter(schema: z.ZodType): JsonWriter | null {
  // Only an object or an array at the top: a bare optional or undefined answer has no JSON.
  const node = nodeOf(schema);
  if (!node || (node.type !== 'object' && node.type !== 'array')) return null;
  const write = compileNode(schema);
  if (!write) return null;
  return (value) => {
    const out = new Sink();
    try {
      write(value, out);
      return out.finish();
    } finally {
      out.release();
    }
  };
}
