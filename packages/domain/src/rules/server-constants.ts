import type { Constant, ServerConstantName } from '../contract/entities.ts';

/** Server constants the flows read by name: the list the server seeds (see serverConstantNames). */
export type ConstantName = ServerConstantName;

/** The description of a constant, or the fallback when the server does not send it. */
export function constantText(list: readonly Constant[], name: ConstantName | string, fallback = ''): string {
  return list.find((c) => c.name === name)?.description ?? fallback;
}

/** pro_ozellikler is a JSON list of feature texts; anything else gives no features. */
export function proFeatures(list: readonly Constant[]): string[] {
  try {
    const parsed: unknown = JSON.parse(constantText(list, 'pro_ozellikler', '[]'));
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
