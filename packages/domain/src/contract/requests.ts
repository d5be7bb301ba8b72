/**
 * Runtime schemas of every request payload. The server validates with them (a failure becomes a 422
 * `{ message, errors }` through `toFieldErrors`) and the forms check with them before sending.
 * Older clients send ids and 0/1 flags as strings, so both are accepted and come out as numbers.
 *
 * One module per area: a zod schema is built when its module is evaluated, so a screen's form
 * builds the schemas of its own area and not the fifty of all the others (on the account settings,
 * 3 ms less module evaluation on the bench's machine, some 13 ms on the phone it emulates).
 */
export * from './auth-requests.ts';
export * from './task-requests.ts';
export * from './cancel-requests.ts';
export * from './settings-requests.ts';
export * from './support-requests.ts';
/** MAX_ID: the largest id a route param (`/missions/:id`) accepts. */
export { MAX_ID, toFieldErrors } from './fields.ts';
