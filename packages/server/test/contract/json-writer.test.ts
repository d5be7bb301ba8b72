import { api } from '@meslektas/domain';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../src/plugins/contract.ts';
import { compileJsonWriter } from '../../src/plugins/json-writer.ts';

type Route = Parameters<typeof serializerCompiler>[0];
const routeOf = (schema: unknown, url = '/api/global/pending'): Route =>
  ({ schema, method: 'GET', url, httpStatus: '200' }) as Route;

/** What every answer went through before: zod's encode, then JSON.stringify. */
const zodPath = createSerializerCompiler();
const pendingSchema = api.missions.pending.response;
const compiledSerializer = serializerCompiler(routeOf(pendingSchema));
/** A large answer leaves as UTF-8 bytes; as text, to compare with zod's string. */
const compiled = (value: unknown): string => {
  const written: unknown = compiledSerializer(value);
  return Buffer.isBuffer(written) ? written.toString('utf8') : (written as string);
};
const throughZod = zodPath(routeOf(pendingSchema) as Parameters<typeof zodPath>[0]);

// A fixed seed keeps the generated answers the same from run to run.
let seed = 7;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const maybeNull = <T>(value: T): T | null => (random() < 0.3 ? null : value);

const texts = [
  '',
  'Çağlayan Adliyesi',
  'İstanbul Anadolu Adliyesi, Kartal',
  'Dosya incelemesi ve "fotokopi" işleri',
  'ters bölü \\ ve /eğik çizgi/',
  'satır\nsonu\tsekme\r\u0000\u001f\u007f',
  'emoji 👩‍⚖️ ⚖️ 🇹🇷',
  'yalnız vekil \ud800 ve \udc00 yarım',
  '\u2028\u2029 ayraçlar',
  'ĞÜŞİÖÇ ğüşıöç '.repeat(40),
  '<script>alert(1)</script>',
];
const numbers = [0, -0, 1, -1, 750.5, 0.1 + 0.2, 1e21, 1e-7, 123456789.123, Number.MAX_SAFE_INTEGER];
const ints = [0, 1, 42, 2_147_483_648, Number.MAX_SAFE_INTEGER, -5];

function statusEntry(): Record<string, unknown> {
  const entry: Record<string, unknown> = { text: pick(texts), colorName: pick(['danger', 'info']) };
  const roll = random();
  if (roll < 0.3) {
    entry.seconds = pick(ints);
    entry.part = pick(['minutes', 'seconds']);
  } else if (roll < 0.5) {
    // Present but undefined: zod keeps the key as undefined, JSON.stringify leaves it out.
    entry.seconds = undefined;
    entry.part = undefined;
  }
  if (random() < 0.2) entry.undeclared = 'gizli';
  return entry;
}

function pendingMission(): Record<string, unknown> {
  return {
    // Undeclared fields first and in between: neither their presence nor their order may show.
    owner_telephone: '05321234567',
    missionId: pick(ints),
    ownerId: pick(ints),
    userId: maybeNull(pick(ints)),
    ownerName: pick(texts),
    userName: maybeNull(pick(texts)),
    adliyeName: maybeNull(pick(texts)),
    categoryName: pick(texts),
    missionaddress: maybeNull(pick(texts)),
    missionDate: '2026-11-25',
    missionTime: maybeNull('14:30'),
    missionPrice: pick(numbers),
    misssionDetail: pick(texts),
    fast: random() < 0.5,
    missionStatus: pick([0, 1, 2, 4]),
    cancelText: maybeNull(pick(texts)),
    infoText: maybeNull(pick(texts)),
    status: Array.from({ length: Math.floor(random() * 3) }, statusEntry),
    showActions: {
      commentStatus: pick([0, 1]),
      showCancelButton: random() < 0.5,
      waitingForResultButton: random() < 0.5,
      showMissionDetail: random() < 0.5,
      showLawyerProfile: random() < 0.5,
      selectUser: random() < 0.5,
      infoModal: true,
      cancelMission: random() < 0.5,
      completedButton: random() < 0.5,
      password_hash: 'gizli',
    },
    address: maybeNull(pick(texts)),
    latitude: maybeNull(pick(numbers)),
    longitude: maybeNull(pick(numbers)),
    createdAt: '2026-11-25T11:30:00.000Z',
    verification_image: maybeNull('users/12/verification.jpg'),
    userAvatar: maybeNull('users/12/avatar.webp'),
    confirm: { questions: Array.from({ length: Math.floor(random() * 4) }, () => pick(texts)) },
    applied: random() < 0.5,
  };
}

function pendingAnswer(size: number): Record<string, unknown> {
  return {
    data: {
      infoText: maybeNull(pick(texts)),
      noMissionText: maybeNull(pick(texts)),
      data: Array.from({ length: size }, pendingMission),
      total: size,
    },
    status: 'true',
  };
}

describe('the compiled response writer', () => {
  it('given varied pending answers / writes the bytes zod encode + JSON.stringify writes', () => {
    for (let i = 0; i < 300; i += 1) {
      const answer = pendingAnswer(Math.floor(random() * 6));
      const expected = JSON.stringify(z.encode(pendingSchema, answer as never));
      expect(compiled(answer)).toBe(expected);
      expect(throughZod(answer)).toBe(expected);
    }
  });

  it('given a long list / writes it as UTF-8 bytes, the same bytes as zod’s string', () => {
    for (const size of [60, 150, 400]) {
      const answer = pendingAnswer(size);
      const written: unknown = compiledSerializer(answer);
      expect(Buffer.isBuffer(written)).toBe(true);
      expect(written).toEqual(Buffer.from(JSON.stringify(z.encode(pendingSchema, answer as never))));
    }
  });

  it('given a short answer / writes it as a string', () => {
    const answer = { data: { infoText: 'İstanbul', noMissionText: null, data: [] } };
    expect(compiledSerializer(answer)).toBe(
      '{"data":{"infoText":"İstanbul","noMissionText":null,"data":[]}}',
    );
  });

  it('given a long list refused near its end / then writes the next answer whole', () => {
    const spoilt = pendingAnswer(300);
    (spoilt.data as { data: Record<string, unknown>[] }).data[290]!.fast = 'evet';
    expect(() => compiledSerializer(spoilt)).toThrow();
    const answer = pendingAnswer(200);
    expect(compiled(answer)).toBe(JSON.stringify(z.encode(pendingSchema, answer as never)));
  });

  it('given a pending answer with undeclared fields / leaves every one of them out', () => {
    const answer = pendingAnswer(3);
    const text = compiled(answer);
    expect(text).not.toContain('owner_telephone');
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('undeclared');
    expect(Object.keys(JSON.parse(text))).toEqual(['data']);
    expect(Object.keys(JSON.parse(text).data)).toEqual(['infoText', 'noMissionText', 'data']);
  });

  it('given an empty list / writes it as zod does', () => {
    const answer = { data: { infoText: null, noMissionText: 'Şu an görev yok.', data: [] } };
    expect(compiled(answer)).toBe('{"data":{"infoText":null,"noMissionText":"Şu an görev yok.","data":[]}}');
  });

  it.each([
    ['a fractional task id', (m: Record<string, unknown>) => (m.missionId = 1.5)],
    ['an id beyond the safe integers', (m: Record<string, unknown>) => (m.missionId = 2 ** 60)],
    ['a price that is not finite', (m: Record<string, unknown>) => (m.missionPrice = Number.NaN)],
    ['a missing required field', (m: Record<string, unknown>) => delete m.ownerName],
    ['an undefined nullable field', (m: Record<string, unknown>) => (m.userName = undefined)],
    [
      'a flag outside 0 and 1',
      (m: Record<string, unknown>) => ((m.showActions as { commentStatus: number }).commentStatus = 2),
    ],
    ['a boolean given as a number', (m: Record<string, unknown>) => (m.fast = 1)],
    ['a string given as a number', (m: Record<string, unknown>) => (m.missionDate = 20261125)],
    [
      'a countdown part outside the enum',
      (m: Record<string, unknown>) => (m.status = [{ text: 'x', colorName: 'y', part: 'hours' }]),
    ],
    ['a list given as an object', (m: Record<string, unknown>) => (m.status = { 0: 'x' })],
  ])('given %s / refuses it with the same error as zod', (_name, spoil) => {
    const answer = pendingAnswer(2);
    spoil((answer.data as { data: Record<string, unknown>[] }).data[1]!);
    const zodError = (() => {
      try {
        throughZod(answer);
      } catch (error) {
        return error as Error;
      }
      throw new Error('zod accepted the spoilt answer');
    })();
    expect(() => compiledSerializer(answer)).toThrow(zodError.constructor as new () => Error);
    expect(() => compiledSerializer(answer)).toThrow(zodError.message);
  });

  it('given Turkish keys, enum values and literals / writes their UTF-8 as zod does, short or long', () => {
    const schema = z.object({
      şehir: z.enum(['İstanbul', 'İzmir']),
      durum: z.literal('Açık'),
      seçenekler: z.array(z.union([z.literal('Evet ✓'), z.literal('Hayır')])),
    });
    const writer = serializerCompiler(routeOf(schema));
    const asText = (written: unknown) =>
      Buffer.isBuffer(written) ? written.toString('utf8') : (written as string);
    for (const count of [1, 40_000]) {
      const value = {
        şehir: 'İzmir',
        durum: 'Açık',
        seçenekler: Array.from({ length: count }, (_, i) => (i % 2 ? 'Evet ✓' : 'Hayır')),
      };
      expect(asText(writer(value))).toBe(JSON.stringify(z.encode(schema, value as never)));
    }
  });

  it('given fields behind a getter or inherited / writes them as zod reads them', () => {
    const schema = z.object({ at: z.number(), inherited: z.number() });
    const writer = serializerCompiler(routeOf(schema));
    const value = Object.create({ inherited: 1 }, { at: { get: () => 3, enumerable: true } }) as object;
    expect(writer(value)).toBe(JSON.stringify(z.encode(schema, value as never)));
  });
});

const recursive = z.object({
  text: z.string(),
  get replies(): z.ZodArray<typeof recursive> {
    return z.array(recursive);
  },
});

describe('which answers get a compiled writer', () => {
  it.each([
    ['global/pending', api.missions.pending.response],
    ['mission/pending', api.missions.pendingAlias.response],
    ['the mission lists', api.lists.created.response],
    ['the last task', api.lists.last.response],
    ['the error body', z.object({ message: z.string(), error: z.enum(['a', 'b']).optional() })],
  ])('%s / is compiled', (_name, schema) => {
    expect(compileJsonWriter(schema as z.ZodType)).not.toBeNull();
  });

  it.each([
    ['mission/create (a union of objects)', api.missions.create.response],
    ['a transform', z.object({ at: z.string().transform((s) => s.length) })],
    ['a codec', z.object({ at: z.iso.datetime().pipe(z.string()) })],
    ['a date', z.object({ at: z.date() })],
    ['a default', z.object({ at: z.string().default('x') })],
    ['a checked string', z.object({ at: z.string().min(1) })],
    ['a checked number', z.object({ at: z.number().int().positive() })],
    ['a checked list', z.object({ at: z.array(z.string()).max(3) })],
    ['a strict object', z.strictObject({ at: z.string() })],
    ['a loose object', z.looseObject({ at: z.string() })],
    ['a record', z.object({ at: z.record(z.string(), z.string()) })],
    ['a coerced number', z.object({ at: z.coerce.number() })],
    ['a numeric TypeScript enum', z.object({ at: z.enum({ A: 0, B: 1, 0: 'A', 1: 'B' } as never) })],
    ['a bare optional answer', z.string().optional()],
    ['a recursive object', recursive],
  ])('%s / keeps the zod path', (_name, schema) => {
    expect(compileJsonWriter(schema as z.ZodType)).toBeNull();
    const route = routeOf(schema);
    // The route's serialiser is then zod's own: the same function of the value.
    expect(serializerCompiler(route).toString()).toBe(
      zodPath(route as Parameters<typeof zodPath>[0]).toString(),
    );
  });
});
