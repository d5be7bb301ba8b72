/**
 * The console's content: server constants, notice pages (the header's rotating notices are these
 * pages), the two FAQs and the home pop-up. Every call is `operator`; every change writes the
 * audit log with the record before and after, and lawyers read the change on their next request.
 */
import { z } from 'zod';
import { webPopupAudienceSchema } from '../entities.ts';
import { endpoint } from '../endpoint.ts';
import { idField, obj, requiredText, text, trimmed } from '../fields.ts';
import { constantKinds, isContentLink, isPageSlug, isPopupImage } from '../../rules/content-editing.ts';

const tag = 'Yönetim';

export const faqKinds = ['general', 'partnership'] as const;
export type FaqKind = (typeof faqKinds)[number];

/** The two FAQs as the console names them. */
export const faqKindLabels: Record<FaqKind, string> = {
  general: 'Sıkça sorulan sorular',
  partnership: 'Davet et kazan soruları',
};

const adminConstantSchema = z.object({
  name: z.string(),
  description: z.string(),
  kind: z.enum(constantKinds),
});
export type AdminConstant = z.infer<typeof adminConstantSchema>;

const adminPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where the notice leads instead of its own page; null for /pages/<slug>. */
  url: z.string().nullable(),
  in_homepage: z.boolean(),
  created_at: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

const adminFaqSchema = z.object({
  id: z.number().int(),
  kind: z.enum(faqKinds),
  title: z.string(),
  content: z.string(),
  sort_order: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;

const adminPopupSchema = z.object({
  id: z.number().int(),
  /** Only one pop-up is live at a time: activating one takes the others down. */
  active: z.boolean(),
  image: z.string(),
  link: z.string().nullable(),
  audience: webPopupAudienceSchema,
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

const done = z.object({ message: z.string() });
const saved = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });

/** Empty means "not given" for the optional links. */
const optionalLink = (message: string) =>
  z.preprocess(
    (v) => {
      const t = trimmed(v);
      return t === '' || t === undefined ? null : t;
    },
    z
      .string({ error: message })
      .max(2000, { error: 'En fazla 2000 karakter girebilirsiniz.' })
      .refine(isContentLink, { error: message })
      .nullable(),
  );
const flag = z.preprocess(
  (v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v),
  z.boolean({ error: 'Geçersiz seçim.' }),
);
const linkMessage = 'Bağlantı / ile başlayan bir site sayfası ya da https:// adresi olmalıdır.';

const pageBody = obj({
  title: requiredText('Lütfen başlığı giriniz.', 250),
  slug: z.preprocess(
    trimmed,
    z
      .string({ error: 'Lütfen kısa adı giriniz.' })
      .min(1, { error: 'Lütfen kısa adı giriniz.' })
      .refine(isPageSlug, {
        error: 'Kısa ad küçük harf, rakam ve tireden oluşmalı, en az bir harf içermelidir.',
      }),
  ),
  body: requiredText('Lütfen sayfa metnini giriniz.', 50_000),
  url: optionalLink(linkMessage),
  in_homepage: flag.default(true),
});

const faqFields = {
  title: requiredText('Lütfen soruyu giriniz.', 500),
  content: requiredText('Lütfen cevabı giriniz.', 20_000),
};
const faqKindField = z.enum(faqKinds, { error: 'Geçersiz soru listesi.' });

const popupBody = obj({
  image: z.preprocess(
    trimmed,
    z
      .string({ error: 'Lütfen görselin adresini giriniz.' })
      .min(1, { error: 'Lütfen görselin adresini giriniz.' })
      .max(200_000, { error: 'Görsel çok büyük; bir adres giriniz.' })
      .refine(isPopupImage, { error: 'Görsel https:// ile ya da / ile başlayan bir adres olmalıdır.' }),
  ),
  link: optionalLink(linkMessage),
  audience: z.enum(['all', 'non_vip'], { error: 'Geçersiz hedef kitle.' }),
});

const pageParams = z.object({ id: idField('Sayfa bulunamadı.') });
const faqParams = z.object({ id: idField('Soru bulunamadı.') });
const popupParams = z.object({ id: idField('Pop-up bulunamadı.') });

export const adminContentCalls = {
  contentConstants: endpoint({
    method: 'GET',
    path: '/admin/content/constants',
    summary:
      'Sunucu sabitleri ve metinleri, her birinin türüyle (metin, HTML, sayı, tutar, anahtar, liste, adres)',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminConstantSchema) }),
  }),
  updateConstant: endpoint({
    method: 'PUT',
    path: '/admin/content/constants/:name',
    summary: 'Var olan bir sabitin değerini türüne göre denetleyip değiştirir',
    tag,
    access: 'operator',
    params: z.object({
      name: z
        .string({ error: 'Sabit bulunamadı.' })
        .min(1, { error: 'Sabit bulunamadı.' })
        .max(100, { error: 'Sabit bulunamadı.' }),
    }),
    body: obj({ description: text(20_000, 'Lütfen bir değer giriniz.') }),
    response: saved(adminConstantSchema),
  }),
  contentPages: endpoint({
    method: 'GET',
    path: '/admin/content/pages',
    summary: 'Duyuru sayfaları (üst bantta dönen duyurular), en yenisi önce, gövdeleriyle',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminPageSchema) }),
  }),
  createPage: endpoint({
    method: 'POST',
    path: '/admin/content/pages',
    summary: 'Yeni duyuru sayfası; HTML gövde temizlenerek saklanır, kısa ad benzersizdir',
    tag,
    access: 'operator',
    body: pageBody,
    response: saved(adminPageSchema),
  }),
  updatePage: endpoint({
    method: 'PUT',
    path: '/admin/content/pages/:id',
    summary: 'Duyuru sayfasını değiştirir',
    tag,
    access: 'operator',
    params: pageParams,
    body: pageBody,
    response: saved(adminPageSchema),
  }),
  deletePage: endpoint({
    method: 'DELETE',
    path: '/admin/content/pages/:id',
    summary: 'Duyuru sayfasını siler (denetim kaydı eski hâlini saklar)',
    tag,
    access: 'operator',
    params: pageParams,
    response: done,
  }),
  contentFaqs: endpoint({
    method: 'GET',
    path: '/admin/content/faqs',
    summary: 'Bir soru listesi (genel ya da davet et kazan), sırasıyla',
    tag,
    access: 'operator',
    query: obj({
      kind: z.preprocess((v) => (v === undefined || v === '' ? 'general' : v), faqKindField),
    }),
    response: z.object({ data: z.array(adminFaqSchema) }),
  }),
  createFaq: endpoint({
    method: 'POST',
    path: '/admin/content/faqs',
    summary: 'Listenin sonuna yeni soru ekler; HTML cevap temizlenerek saklanır',
    tag,
    access: 'operator',
    body: obj({ kind: faqKindField, ...faqFields }),
    response: saved(adminFaqSchema),
  }),
  updateFaq: endpoint({
    method: 'PUT',
    path: '/admin/content/faqs/:id',
    summary: 'Soruyu ve cevabını değiştirir',
    tag,
    access: 'operator',
    params: faqParams,
    body: obj(faqFields),
    response: saved(adminFaqSchema),
  }),
  deleteFaq: endpoint({
    method: 'DELETE',
    path: '/admin/content/faqs/:id',
    summary: 'Soruyu siler (denetim kaydı eski hâlini saklar)',
    tag,
    access: 'operator',
    params: faqParams,
    response: done,
  }),
  reorderFaqs: endpoint({
    method: 'POST',
    path: '/admin/content/faqs/reorder',
    summary: 'Bir soru listesini verilen sıraya dizer; liste o türün bütün sorularını içermelidir',
    tag,
    access: 'operator',
    body: obj({
      kind: faqKindField,
      ids: z.array(idField('Soru bulunamadı.'), { error: 'Lütfen soruların sırasını gönderiniz.' }).min(1, {
        error: 'Lütfen soruların sırasını gönderiniz.',
      }),
    }),
    response: z.object({ message: z.string(), data: z.array(adminFaqSchema) }),
  }),
  contentPopups: endpoint({
    method: 'GET',
    path: '/admin/content/popups',
    summary: 'Ana sayfa pop-up’ları, en yenisi önce; en çok biri yayındadır',
    tag,
    access: 'operator',
    response: z.object({ data: z.array(adminPopupSchema) }),
  }),
  createPopup: endpoint({
    method: 'POST',
    path: '/admin/content/popups',
    summary: 'Yeni pop-up (yayında değil); görsel adresi, bağlantı ve hedef kitle',
    tag,
    access: 'operator',
    body: popupBody,
    response: saved(adminPopupSchema),
  }),
  updatePopup: endpoint({
    method: 'PUT',
    path: '/admin/content/popups/:id',
    summary: 'Pop-up’ın görselini, bağlantısını ve hedef kitlesini değiştirir',
    tag,
    access: 'operator',
    params: popupParams,
    body: popupBody,
    response: saved(adminPopupSchema),
  }),
  setPopupActive: endpoint({
    method: 'POST',
    path: '/admin/content/popups/:id/active',
    summary: 'Pop-up’ı yayına alır (öbürlerini kaldırarak) ya da yayından kaldırır',
    tag,
    access: 'operator',
    params: popupParams,
    body: obj({ active: flag }),
    response: saved(adminPopupSchema),
  }),
  deletePopup: endpoint({
    method: 'DELETE',
    path: '/admin/content/popups/:id',
    summary: 'Pop-up’ı siler (denetim kaydı eski hâlini saklar)',
    tag,
    access: 'operator',
    params: popupParams,
    response: done,
  }),
};
