// The dispute forms' schemas, the server's own: apart from the forms, since they bring zod, which
// the dispute screens' first paint does not need (loadDisputeSchemas).
export { disputeCreateSchema, disputeMessageSchema } from '@meslektas/domain';
