import { api } from '@meslektas/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract.ts';
import {
  authorityDocumentMessages,
  ownAuthorityDocument,
  removeAuthorityDocument,
  saveAuthorityDocument,
} from '../../services/profile/authority-document.ts';
import {
  allCities,
  districtsOf,
  invoiceDetails,
  invoiceMessages,
  updateInvoice,
} from '../../services/profile/invoice.ts';

/** The lawyer's own authority document and invoice place. */
export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const calls = api.profileDocuments;
  route(app, calls.myAuthorityDocument, async (_input, request) => ({
    data: await ownAuthorityDocument(app.db, request.user.id),
  }));
  route(app, calls.saveAuthorityDocument, async ({ body }, request) => ({
    status: 'true' as const,
    message: authorityDocumentMessages.saved,
    data: await saveAuthorityDocument(app.db, app.deps, request.user, body),
  }));
  route(app, calls.removeAuthorityDocument, async ({ params }, request) => ({
    status: 'true' as const,
    message: authorityDocumentMessages.removed,
    data: await removeAuthorityDocument(app.db, app.deps, request.user, params.id),
  }));
  route(app, calls.cities, async () => ({ data: await allCities(app.db) }));
  route(app, calls.districts, async ({ params }) => ({
    data: await districtsOf(app.db, params.cityId),
  }));
  route(app, calls.invoiceDetails, async (_input, request) => ({
    data: await invoiceDetails(app.db, request.user.id),
  }));
  route(app, calls.updateInvoice, async ({ body }, request) => ({
    status: 'true' as const,
    message: invoiceMessages.saved,
    data: await updateInvoice(app.db, app.deps, request.user.id, body.district_id),
  }));
}
