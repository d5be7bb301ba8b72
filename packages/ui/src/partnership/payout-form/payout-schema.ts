// The payout request schema the server parses the form with: apart from the form, since it brings
// zod, which the payout screen's first paint does not need.
export { payoutRequestSchema } from '@meslektas/domain';
