// The payout request and payout account schemas the server parses the forms with: apart from the form, since it brings
// zod, which the payout screen's first paint does not need.
export { payoutAccountPayloadSchema, payoutRequestSchema } from '@meslektas/domain';
