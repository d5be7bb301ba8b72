import http from 'node:http';

export interface Answer {
  /** 0 when no answer came (the connection failed or was cut). */
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many calls, read by field
  body: any;
  headers: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
}

/**
 * HTTP through the proxy from one loopback address (127.0.0.2, 127.0.0.3, …): the proxy sees each
 * address as a different client, as it would see different machines.
 */
export class Client {
  readonly #agent: http.Agent;

  constructor(
    readonly port: number,
    readonly sourceAddress: string,
  ) {
    this.#agent = new http.Agent({ keepAlive: true, maxSockets: 32, localAddress: sourceAddress });
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const payload =
      options.body ?? (options.json === undefined ? undefined : Buffer.from(JSON.stringify(options.json)));
    const headers: Record<string, string> = { ...options.headers };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    if (payload) headers['content-length'] = String(payload.length);
    return new Promise((resolve) => {
      const req = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.#agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', () => resolve({ status: 0, body: undefined, headers: {} }));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body: unknown = text;
            if (res.headers['content-type']?.includes('application/json')) {
              try {
                body = JSON.parse(text);
              } catch {
                // Cut short: kept as text.
              }
            }
            resolve({ status: res.statusCode ?? 0, body, headers: res.headers });
          });
        },
      );
      req.on('error', () => resolve({ status: 0, body: undefined, headers: {} }));
      req.setTimeout(30_000, () => req.destroy());
      req.end(payload);
    });
  }

  post(path: string, json: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request('POST', `/api/${path}`, { json, headers });
  }

  close(): void {
    this.#agent.destroy();
  }
}
