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

/** A 422 that names the form field it refuses, as a schema refusal does, so the form shows it there. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, { errors: { [field]: [message] } });
}
