/**
 * The error body's schema; the codes themselves are in error-codes.ts, which the browser reads
 * without zod.
 */
import { z } from 'zod';
import { apiErrorCodes } from './error-codes.ts';

export { type ApiErrorCode } from './error-codes.ts';

export const apiErrorCodeSchema = z.enum(apiErrorCodes);
