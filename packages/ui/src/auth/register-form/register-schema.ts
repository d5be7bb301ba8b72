// The registration schema the server parses the form with: apart from the form, since it brings zod,
// which the registration screen's first paint does not need.
export { registerSchema } from '@meslektas/domain';
