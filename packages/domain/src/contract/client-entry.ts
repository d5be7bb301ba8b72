import type { ClientEndpoint } from './client.ts';
import type { EndpointSpec } from './endpoint.ts';

/** What a declaration keeps in the client table. */
export function clientEntry(spec: EndpointSpec): ClientEndpoint {
  return {
    method: spec.method,
    path: spec.path,
    ...(spec.produces ? { produces: spec.produces } : {}),
    ...(spec.multipart ? { multipart: true as const } : {}),
  };
}
