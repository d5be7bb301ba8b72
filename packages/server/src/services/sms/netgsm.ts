/**
 * SMS through NetGSM's REST v2 API (`POST /sms/rest/v2/send`, HTTP Basic with the account's user
 * code and password, JSON body `{msgheader, encoding, messages: [{msg, no}]}`). A sent message
 * answers 200 `{code: '00', description, jobid}`; a refused one answers `code` other than '00'
 * (406 for validation errors) with a description.
 */
export interface SmsGateway {
  /** Resolves with the provider's job id; rejects with SmsGatewayError when it was not accepted. */
  send(to: string, body: string): Promise<{ id: string }>;
}

export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

export interface NetgsmOptions {
  username: string;
  password: string;
  /** The approved sender name (msgheader), at most 11 characters. */
  header: string;
  baseUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** What NetGSM's documented codes mean, for the log and the outbox row. */
const codeMeanings: Record<string, string> = {
  '20': 'message text or length refused',
  '30': 'wrong credentials or no API access (check the IP restriction)',
  '40': 'sender name (msgheader) not defined for the account',
  '50': 'IYS-checked sending not allowed for the account',
  '51': 'no IYS brand code for the account',
  '70': 'missing or wrong parameters',
  '80': 'sending limit exceeded',
  '85': 'same message to the same number too often',
};

/** '05321234567' or '5321234567' → '5321234567', the ten digits the API takes. */
export function netgsmNumber(telephone: string): string {
  const digits = telephone.replace(/\D/g, '').replace(/^(90|0)(?=5\d{9}$)/, '');
  if (!/^5\d{9}$/.test(digits)) throw new SmsGatewayError(`not a Turkish mobile number: ${telephone}`, null);
  return digits;
}

export class NetgsmGateway implements SmsGateway {
  private readonly fetch: typeof fetch;
  private readonly authorization: string;

  constructor(private readonly options: NetgsmOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  }

  async send(to: string, body: string): Promise<{ id: string }> {
    const url = new URL('/sms/rest/v2/send', this.options.baseUrl);
    let res: Response;
    try {
      res = await this.fetch(url, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json' },
        // 'TR' keeps ç ğ ı İ ö ş ü as they are instead of replacing them with ASCII.
        body: JSON.stringify({
          msgheader: this.options.header,
          encoding: 'TR',
          messages: [{ msg: body, no: netgsmNumber(to) }],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      if (err instanceof SmsGatewayError) throw err;
      throw new SmsGatewayError(`NetGSM unreachable: ${String(err)}`, null);
    }
    const text = await res.text();
    let answer: { code?: unknown; description?: unknown; jobid?: unknown };
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      throw new SmsGatewayError(`NetGSM answered ${res.status} without JSON: ${text.slice(0, 200)}`, null);
    }
    const code = typeof answer.code === 'string' ? answer.code : null;
    if (res.ok && code === '00' && typeof answer.jobid === 'string') return { id: answer.jobid };
    const meaning = (code && codeMeanings[code]) ?? String(answer.description ?? 'unknown answer');
    throw new SmsGatewayError(`NetGSM refused the message (${res.status}, code ${code}): ${meaning}`, code);
  }
}
