import type { Constant, ServerConstantName } from '../contract/entities.ts';
import { DEFAULT_ANIMATION_SECONDS } from './timings.ts';

/** Server constants the flows read by name: the list the server seeds (see serverConstantNames). */
export type ConstantName = ServerConstantName;

/** The description of a constant, or the fallback when the server does not send it. */
export function constantText(list: readonly Constant[], name: ConstantName | string, fallback = ''): string {
  return list.find((c) => c.name === name)?.description ?? fallback;
}

/** animasyon_saniye as a number of seconds, defaulting to 1 when missing or unreadable. */
export function animationSeconds(list: readonly Constant[]): number {
  const text = constantText(list, 'animasyon_saniye').trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && n >= 0 ? n : DEFAULT_ANIMATION_SECONDS;
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
