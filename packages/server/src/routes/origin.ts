import type { FastifyRequest } from 'fastify';

/**
 * The address the request came to (scheme and host, through TRUST_PROXY's proxies), so links the
 * server writes (an invitation, a calendar feed and its tasks) work wherever the product is served.
 */
export const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
