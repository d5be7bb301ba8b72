/**
 * Entities as they travel in API responses. Field names follow the specification exactly, including
 * its mix of snake_case and camelCase (`missionId`, `adliyeName`, `misssionDetail` with three s,
 * `baro_id`): the old mobile clients read these names, so they are part of the contract.
 * Dates are ISO strings; calendar dates are `YYYY-MM-DD`; times are `HH:mm`; money is TL as a number.
 *
 * Each entity is a zod schema (`xSchema`) and its type is inferred from it (`X`). The server encodes
 * every answer through these schemas, so they stay plain: no preprocess or transform, and a field
 * that is not declared here never leaves the server. Four are named `…EntitySchema` because the
 * request that saves them already owns the plain name (`shortDescriptionSchema`, `complaintSchema`,
 * `authorityDocumentSchema`, `disputeMessageSchema` in requests.ts).
 */
export * from './entities/shared.ts';
export * from './entities/user.ts';
export * from './entities/missions.ts';
export * from './entities/reference.ts';
export * from './entities/profile.ts';
export * from './entities/support.ts';
export * from './entities/reliability.ts';
