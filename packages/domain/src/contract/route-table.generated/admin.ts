// @generated from the contract by `pnpm --filter @meslektas/domain routes`; do not edit by hand.
import type { Api } from '../calls/index.ts';
import type { ClientOf } from '../client.ts';

export const dashboard = { method: 'GET', path: '/admin/dashboard' } as ClientOf<Api['admin']['dashboard']>;
export const accounts = { method: 'GET', path: '/admin/accounts' } as ClientOf<Api['admin']['accounts']>;
export const account = { method: 'GET', path: '/admin/accounts/:id' } as ClientOf<Api['admin']['account']>;
export const approveAccount = { method: 'POST', path: '/admin/accounts/:id/approve' } as ClientOf<
  Api['admin']['approveAccount']
>;
export const rejectAccount = { method: 'POST', path: '/admin/accounts/:id/reject' } as ClientOf<
  Api['admin']['rejectAccount']
>;
export const banAccount = { method: 'POST', path: '/admin/accounts/:id/ban' } as ClientOf<
  Api['admin']['banAccount']
>;
export const unbanAccount = { method: 'POST', path: '/admin/accounts/:id/unban' } as ClientOf<
  Api['admin']['unbanAccount']
>;
export const restrictAccount = { method: 'POST', path: '/admin/accounts/:id/restriction' } as ClientOf<
  Api['admin']['restrictAccount']
>;
export const grantPro = { method: 'POST', path: '/admin/accounts/:id/pro' } as ClientOf<
  Api['admin']['grantPro']
>;
export const revokePro = { method: 'POST', path: '/admin/accounts/:id/pro/revoke' } as ClientOf<
  Api['admin']['revokePro']
>;
export const auditLog = { method: 'GET', path: '/admin/audit' } as ClientOf<Api['admin']['auditLog']>;
export const moderation = { method: 'GET', path: '/admin/moderation' } as ClientOf<
  Api['admin']['moderation']
>;
export const approveModeration = { method: 'POST', path: '/admin/moderation/:kind/:id/approve' } as ClientOf<
  Api['admin']['approveModeration']
>;
export const rejectModeration = { method: 'POST', path: '/admin/moderation/:kind/:id/reject' } as ClientOf<
  Api['admin']['rejectModeration']
>;
export const disputes = { method: 'GET', path: '/admin/disputes' } as ClientOf<Api['admin']['disputes']>;
export const dispute = { method: 'GET', path: '/admin/disputes/:id' } as ClientOf<Api['admin']['dispute']>;
export const resolveDispute = { method: 'POST', path: '/admin/disputes/:id/resolve' } as ClientOf<
  Api['admin']['resolveDispute']
>;
export const disputeMessage = { method: 'POST', path: '/admin/disputes/:id/messages' } as ClientOf<
  Api['admin']['disputeMessage']
>;
export const payouts = { method: 'GET', path: '/admin/payouts' } as ClientOf<Api['admin']['payouts']>;
export const payoutsExport = { method: 'GET', path: '/admin/payouts/export' } as ClientOf<
  Api['admin']['payoutsExport']
>;
export const payPayout = { method: 'POST', path: '/admin/payouts/:id/paid' } as ClientOf<
  Api['admin']['payPayout']
>;
export const rejectPayout = { method: 'POST', path: '/admin/payouts/:id/reject' } as ClientOf<
  Api['admin']['rejectPayout']
>;
export const specialNotifications = { method: 'GET', path: '/admin/special-notifications' } as ClientOf<
  Api['admin']['specialNotifications']
>;
export const sendSpecialNotification = { method: 'POST', path: '/admin/special-notifications' } as ClientOf<
  Api['admin']['sendSpecialNotification']
>;
export const catalogBars = { method: 'GET', path: '/admin/catalog/bars' } as ClientOf<
  Api['admin']['catalogBars']
>;
export const categories = { method: 'GET', path: '/admin/categories' } as ClientOf<
  Api['admin']['categories']
>;
export const createCategory = { method: 'POST', path: '/admin/categories' } as ClientOf<
  Api['admin']['createCategory']
>;
export const updateCategory = { method: 'PUT', path: '/admin/categories/:id' } as ClientOf<
  Api['admin']['updateCategory']
>;
export const setCategoryActive = { method: 'POST', path: '/admin/categories/:id/active' } as ClientOf<
  Api['admin']['setCategoryActive']
>;
export const reorderCategories = { method: 'POST', path: '/admin/categories/order' } as ClientOf<
  Api['admin']['reorderCategories']
>;
export const systemDescriptions = { method: 'GET', path: '/admin/short-descriptions' } as ClientOf<
  Api['admin']['systemDescriptions']
>;
export const createSystemDescription = { method: 'POST', path: '/admin/short-descriptions' } as ClientOf<
  Api['admin']['createSystemDescription']
>;
export const updateSystemDescription = { method: 'PUT', path: '/admin/short-descriptions/:id' } as ClientOf<
  Api['admin']['updateSystemDescription']
>;
export const deleteSystemDescription = {
  method: 'DELETE',
  path: '/admin/short-descriptions/:id',
} as ClientOf<Api['admin']['deleteSystemDescription']>;
export const courthouses = { method: 'GET', path: '/admin/courthouses' } as ClientOf<
  Api['admin']['courthouses']
>;
export const createCourthouse = { method: 'POST', path: '/admin/courthouses' } as ClientOf<
  Api['admin']['createCourthouse']
>;
export const updateCourthouse = { method: 'PUT', path: '/admin/courthouses/:id' } as ClientOf<
  Api['admin']['updateCourthouse']
>;
export const deleteCourthouse = { method: 'DELETE', path: '/admin/courthouses/:id' } as ClientOf<
  Api['admin']['deleteCourthouse']
>;
export const payments = { method: 'GET', path: '/admin/payments' } as ClientOf<Api['admin']['payments']>;
export const accountWallet = { method: 'GET', path: '/admin/accounts/:id/wallet' } as ClientOf<
  Api['admin']['accountWallet']
>;
export const adjustWallet = { method: 'POST', path: '/admin/accounts/:id/wallet-adjustments' } as ClientOf<
  Api['admin']['adjustWallet']
>;
export const tickets = { method: 'GET', path: '/admin/tickets' } as ClientOf<Api['admin']['tickets']>;
export const ticket = { method: 'GET', path: '/admin/tickets/:id' } as ClientOf<Api['admin']['ticket']>;
export const answerTicket = { method: 'POST', path: '/admin/tickets/:id/answer' } as ClientOf<
  Api['admin']['answerTicket']
>;
export const complaints = { method: 'GET', path: '/admin/complaints' } as ClientOf<
  Api['admin']['complaints']
>;
export const complaint = { method: 'GET', path: '/admin/complaints/:id' } as ClientOf<
  Api['admin']['complaint']
>;
export const readComplaint = { method: 'POST', path: '/admin/complaints/:id/read' } as ClientOf<
  Api['admin']['readComplaint']
>;
export const closeComplaint = { method: 'POST', path: '/admin/complaints/:id/close' } as ClientOf<
  Api['admin']['closeComplaint']
>;
export const contentConstants = { method: 'GET', path: '/admin/content/constants' } as ClientOf<
  Api['admin']['contentConstants']
>;
export const updateConstant = { method: 'PUT', path: '/admin/content/constants/:name' } as ClientOf<
  Api['admin']['updateConstant']
>;
export const contentPages = { method: 'GET', path: '/admin/content/pages' } as ClientOf<
  Api['admin']['contentPages']
>;
export const createPage = { method: 'POST', path: '/admin/content/pages' } as ClientOf<
  Api['admin']['createPage']
>;
export const updatePage = { method: 'PUT', path: '/admin/content/pages/:id' } as ClientOf<
  Api['admin']['updatePage']
>;
export const deletePage = { method: 'DELETE', path: '/admin/content/pages/:id' } as ClientOf<
  Api['admin']['deletePage']
>;
export const contentFaqs = { method: 'GET', path: '/admin/content/faqs' } as ClientOf<
  Api['admin']['contentFaqs']
>;
export const createFaq = { method: 'POST', path: '/admin/content/faqs' } as ClientOf<
  Api['admin']['createFaq']
>;
export const updateFaq = { method: 'PUT', path: '/admin/content/faqs/:id' } as ClientOf<
  Api['admin']['updateFaq']
>;
export const deleteFaq = { method: 'DELETE', path: '/admin/content/faqs/:id' } as ClientOf<
  Api['admin']['deleteFaq']
>;
export const reorderFaqs = { method: 'POST', path: '/admin/content/faqs/reorder' } as ClientOf<
  Api['admin']['reorderFaqs']
>;
export const contentPopups = { method: 'GET', path: '/admin/content/popups' } as ClientOf<
  Api['admin']['contentPopups']
>;
export const createPopup = { method: 'POST', path: '/admin/content/popups' } as ClientOf<
  Api['admin']['createPopup']
>;
export const updatePopup = { method: 'PUT', path: '/admin/content/popups/:id' } as ClientOf<
  Api['admin']['updatePopup']
>;
export const setPopupActive = { method: 'POST', path: '/admin/content/popups/:id/active' } as ClientOf<
  Api['admin']['setPopupActive']
>;
export const deletePopup = { method: 'DELETE', path: '/admin/content/popups/:id' } as ClientOf<
  Api['admin']['deletePopup']
>;
