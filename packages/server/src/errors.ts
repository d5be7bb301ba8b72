import type { ApiErrorBody } from '@meslektas/domain';

/** A 4xx the client should see: Turkish message, optional error code and field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Typed by the shared error body, so a code outside `ApiErrorCode` fails to compile. */
    readonly extra: Partial<Omit<ApiErrorBody, 'message'>> = {},
  ) {
    super(message);
  }
}
