/**
 * What the console's content editor accepts: which constants are numbers, switches, lists, links
 * or HTML (the flows read them so), and the shapes of slugs, links and pop-up images. Shared by
 * the server (which refuses with 422) and the console's forms (which say so before sending).
 */
import { formatTurkishNumber } from './turkish-number.ts';
import type { ServerConstantName } from '../contract/entities.ts';
import { isTuningName, tuningNames, tuningRangeMessage, tuningSpecs } from './tuning.ts';

/**
 * How a constant is read: `text` plain, `html` shown as sanitised HTML, `integer` whole seconds,
 * `money` TL, `flag` '1'/'0', `list` a JSON list of texts, `path` a page of the site, `count` a whole
 * number in the range its tuning gives (see tuning.ts).
 */
export const constantKinds = ['text', 'html', 'integer', 'money', 'flag', 'list', 'path', 'count'] as const;
export type ConstantKind = (typeof constantKinds)[number];

const kindByName: Partial<Record<ServerConstantName, ConstantKind>> = {
  allow_custom_descriptions: 'flag',
  animasyon_saniye: 'integer',
  pro_fiyat: 'money',
  pro_indirim: 'money',
  pro_ozellikler: 'list',
  gorev_kisitlama_link: 'path',
  video_gunduz_adres: 'path',
  video_gece_adres: 'path',
  davet_metni: 'html',
  partnership_faq_bottom: 'html',
  ...Object.fromEntries(tuningNames.map((n) => [n, 'count'])),
};

/** A constant's kind; names outside the known list are plain text. */
export function constantKindOf(name: string): ConstantKind {
  return kindByName[name as ServerConstantName] ?? 'text';
}

/** The highest value of the seconds constant (the creation animation). */
export const CONSTANT_MAX_SECONDS = 60;
/** The highest TL amount a price constant takes. */
export const CONSTANT_MAX_TL = 1_000_000;
/** The longest text constant. */
export const CONSTANT_MAX_LENGTH = 10_000;

export const constantMessages = {
  empty: 'Lütfen bir değer giriniz.',
  tooLong: `En fazla ${formatTurkishNumber(CONSTANT_MAX_LENGTH)} karakter girebilirsiniz.`,
  integer: `0 ile ${CONSTANT_MAX_SECONDS} arasında tam bir sayı giriniz.`,
  money: 'Geçerli bir tutar giriniz (örneğin 2400 ya da 2400,50).',
  flag: 'Değer 1 (açık) ya da 0 (kapalı) olmalıdır.',
  list: 'Her satıra bir madde yazınız; boş liste kaydedilemez.',
  path: 'Adres / ile başlayan bir site sayfası olmalıdır (örneğin /tamamlanan-gorevler).',
} as const;

export type ConstantCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks a constant's new value for its kind and gives the form it is stored in: trimmed, money
 * with a decimal point, a list as JSON. A list may be sent as JSON or one item per line. A `count`
 * is checked against the range of the constant `name` names.
 */
export function checkConstantValue(kind: ConstantKind, raw: string, name = ''): ConstantCheck {
  const value = raw.trim();
  const fail = (message: string): ConstantCheck => ({ ok: false, message });
  if (value === '') return fail(constantMessages.empty);
  if (value.length > CONSTANT_MAX_LENGTH) return fail(constantMessages.tooLong);
  switch (kind) {
    case 'integer': {
      const n = Number(value);
      return /^\d+$/.test(value) && n <= CONSTANT_MAX_SECONDS
        ? { ok: true, value: String(n) }
        : fail(constantMessages.integer);
    }
    case 'money': {
      if (!/^\d{1,7}([.,]\d{1,2})?$/.test(value)) return fail(constantMessages.money);
      const n = Number(value.replace(',', '.'));
      return n <= CONSTANT_MAX_TL ? { ok: true, value: String(n) } : fail(constantMessages.money);
    }
    case 'flag':
      return value === '1' || value === '0' ? { ok: true, value } : fail(constantMessages.flag);
    case 'list': {
      const items = listItems(value);
      return items && items.length > 0
        ? { ok: true, value: JSON.stringify(items) }
        : fail(constantMessages.list);
    }
    case 'path':
      return isSitePath(value) ? { ok: true, value } : fail(constantMessages.path);
    case 'count': {
      if (!isTuningName(name)) return fail(constantMessages.empty);
      const spec = tuningSpecs[name];
      const n = Number(value);
      return /^\d+$/.test(value) && n >= spec.min && n <= spec.max
        ? { ok: true, value: String(n) }
        : fail(tuningRangeMessage(name));
    }
    default:
      return { ok: true, value };
  }
}

function listItems(value: string): string[] | null {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) return null;
      return parsed.map((x) => x.trim()).filter((x) => x !== '');
    } catch {
      return null;
    }
  }
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A list constant as the form edits it: one item per line. */
export function constantListLines(stored: string): string {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (Array.isArray(parsed)) return parsed.filter((x) => typeof x === 'string').join('\n');
  } catch {
    // Not JSON: shown as it is, the operator rewrites it.
  }
  return stored;
}

/** A page of this site: '/davet-et-kazan', never '//host' (which leaves the site). */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}

/** An https address with a host; nothing else leaves the site from a link the console sets. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s/]+\.[^\s]*$/i.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Where a notice or a pop-up leads: a page of the site or an https address. */
export function isContentLink(value: string): boolean {
  return isSitePath(value) || isHttpsUrl(value);
}

/** A pop-up image: an https address, a file of this site, or an inline picture. */
export function isPopupImage(value: string): boolean {
  return isContentLink(value) || /^data:image\/(png|jpeg|webp|gif|svg\+xml)[;,]/.test(value);
}

/**
 * A notice page's short name, used in its address (/pages/<slug>): lowercase letters, digits and
 * hyphens, with a letter somewhere (an all-digit key reads as the page's number).
 */
export function isPageSlug(value: string): boolean {
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) && /[a-z]/.test(value) && value.length <= 150;
}

/** A title typed with Turkish letters, as a slug: 'Yeni Özellik' → 'yeni-ozellik'. */
export function slugOf(title: string): string {
  const map: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i: 'i', ö: 'o', ş: 's', ü: 'u' };
  return title
    .toLocaleLowerCase('tr-TR')
    .replace(/[’'`]/g, '')
    .replace(/[çğıiöşü]/g, (ch) => map[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}
