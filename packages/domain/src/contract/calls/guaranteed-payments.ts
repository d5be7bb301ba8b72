/**
 * Güvenceli ödeme (issue #28, docs/decisions/016-guaranteed-payments.md): the task's two parties
 * read its payment, the owner pays by card on the sandbox's form and 3-D Secure step (the same as
 * Pro's), the provider calls back signed, and an operator lists the payments and decides a held one.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { laravelPage } from '../envelopes.ts';
import { idField, obj } from '../fields.ts';
import {
  guaranteeCallbackSchema,
  guaranteeDecisionSchema,
  guaranteeViewSchema,
} from '../guaranteed-payments.ts';
import { guaranteeMessages, guaranteeStates } from '../../rules/guaranteed-payment.ts';
import { adminPageField } from './admin.ts';
import { iyzicoReturn, sandboxCardSchema, sandboxCodeSchema, sandboxSignatureHeaders } from './payments.ts';

const tag = 'Güvenceli Ödeme';

/** The payment page of a task: its payment, what the task is called and whom it pays. */
export const guaranteePageSchema = z.object({
  guarantee: guaranteeViewSchema,
  /** 'Duruşma · Çağlayan Adliyesi · 12.03.2026 14:30'. */
  title: z.string(),
  /** The chosen applicant (the assignee once held). */
  assignee_id: z.number().int(),
  assignee_name: z.string().nullable(),
  /** The card's last four digits once entered. */
  card_last4: z.string().nullable(),
  /** Why the last attempt failed, in Turkish. */
  failure_reason: z.string().nullable(),
  /** Who takes the card: the sandbox's form here, or iyzico's checkout form. */
  provider: z.enum(['sandbox', 'iyzico']),
});
export type GuaranteePage = z.infer<typeof guaranteePageSchema>;

const missionParams = obj({ id: idField(guaranteeMessages.notFound) });
const paymentParams = obj({ id: idField(guaranteeMessages.notFound) });
const pageAnswer = z.object({ data: guaranteePageSchema });

export const adminGuaranteeFilters = ['all', ...guaranteeStates] as const;
export type AdminGuaranteeFilter = (typeof adminGuaranteeFilters)[number];

/** One guaranteed payment as the console lists it: the payment, its task and both parties. */
export const adminGuaranteeSchema = guaranteeViewSchema
  .pick({
    id: true,
    mission_id: true,
    state: true,
    state_text: true,
    budget: true,
    fee: true,
    total: true,
    released: true,
    refunded: true,
    frozen: true,
  })
  .extend({
    title: z.string(),
    owner_name: z.string(),
    assignee_name: z.string().nullable(),
    /** A dispute about the task is open: the hold waits for this decision. */
    disputed: z.boolean(),
    /**
     * Its ending waits to be finished (rules' guaranteeNeedsFinish): the provider's answer never
     * came back, or a split's release was refused after its refund went through. 'Aktarımı Tamamla'.
     */
    needs_finish: z.boolean(),
    created_at: z.string(),
    held_at: z.string().nullable(),
  });
export type AdminGuarantee = z.infer<typeof adminGuaranteeSchema>;

export const guaranteeCalls = {
  view: endpoint({
    method: 'GET',
    path: '/missions/:id/guarantee',
    summary: 'Görevin güvenceli ödemesi (yalnızca görev sahibi ve seçilen avukat görür)',
    tag,
    access: 'lawyer',
    params: missionParams,
    response: pageAnswer,
  }),
  sandboxCard: endpoint({
    method: 'POST',
    path: '/guarantees/:id/sandbox/card',
    summary:
      'Görev sahibi güvenceli ödemenin kart bilgisini deneme sağlayıcısına gönderir; 3-D Secure kartında kod adımı başlar',
    tag,
    access: 'lawyer',
    params: paymentParams,
    body: sandboxCardSchema,
    response: pageAnswer,
  }),
  sandbox3ds: endpoint({
    method: 'POST',
    path: '/guarantees/:id/sandbox/3ds',
    summary: 'Görev sahibi 3-D Secure doğrulama kodunu gönderir; ödeme alınınca görev atanır',
    tag,
    access: 'lawyer',
    params: paymentParams,
    body: sandboxCodeSchema,
    response: pageAnswer,
  }),
  sandboxCallback: endpoint({
    method: 'POST',
    path: '/guarantees/callback/sandbox',
    summary:
      'Deneme sağlayıcısının güvenceli ödeme için imzalı sonuç bildirimi (x-sandbox-signature); tekrarı bir şey değiştirmez',
    tag,
    access: 'public',
    headers: sandboxSignatureHeaders,
    body: guaranteeCallbackSchema,
    response: z.object({
      status: z.literal('ok'),
      outcome: z.enum(['held', 'failed', 'refunded', 'duplicate', 'ignored']),
    }),
  }),
  iyzicoCheckout: endpoint({
    method: 'POST',
    path: '/guarantees/:id/iyzico/checkout',
    summary:
      'Görev sahibi güvenceli ödemeyi iyzico ödeme formunda yapar: formun adresi döner (yalnızca ilk deneme için bir kez)',
    tag,
    access: 'lawyer',
    params: paymentParams,
    response: pageAnswer.extend({ checkout_url: z.string() }),
  }),
  iyzicoCallback: endpoint({
    method: 'POST',
    path: '/guarantees/callback/iyzico',
    summary:
      'iyzico ödeme formunun güvenceli ödeme dönüşü (form: token); sonuç iyzico’dan imzasıyla okunur, tarayıcı güvenceli ödeme sayfasına yönlenir',
    tag,
    ...iyzicoReturn,
  }),
};

export const adminGuaranteeCalls = {
  guarantees: endpoint({
    method: 'GET',
    path: '/admin/guarantees',
    summary:
      'Güvenceli ödemeler: duruma göre süzgeç; uyuşmazlığı açık ya da karar bekleyenler önce, sonra en yenisi',
    tag: 'Yönetim',
    access: 'operator',
    query: obj({
      state: z.preprocess(
        (v) => (v === undefined || v === '' ? 'all' : v),
        z.enum(adminGuaranteeFilters, { error: 'Geçersiz ödeme durumu.' }),
      ),
      page: adminPageField,
    }),
    response: laravelPage(adminGuaranteeSchema),
  }),
  decideGuarantee: endpoint({
    method: 'POST',
    path: '/admin/guarantees/:id/decision',
    summary:
      'Güvencedeki ödeme için gerekçeli karar: avukata aktar, görev sahibine iade et ya da paylaştır; iki tarafa bildirilir',
    tag: 'Yönetim',
    access: 'operator',
    params: paymentParams,
    body: guaranteeDecisionSchema,
    response: z.object({ message: z.string(), data: adminGuaranteeSchema }),
  }),
  finishGuarantee: endpoint({
    method: 'POST',
    path: '/admin/guarantees/:id/finish',
    summary:
      'Sağlayıcıda yarım kalan aktarımı tamamlar: sağlayıcıya sorar, eksik adımı yeniden dener ve ödemeyi sonuçlandırır',
    tag: 'Yönetim',
    access: 'operator',
    params: paymentParams,
    response: z.object({ message: z.string(), data: adminGuaranteeSchema }),
  }),
};
