import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../db/schema.ts';
import type { Logger } from './deps.ts';
import { NetgsmGateway, type SmsGateway } from './sms/netgsm.ts';

/** Sends the texts an account needs (verification codes, notices) by SMS and e-mail. */
export interface Notifier {
  sendSms(to: string, body: string): Promise<void>;
  sendEmail(to: string, subject: string, body: string, extra?: EmailExtras): Promise<void>;
}

/** What an e-mail may carry besides its text: an HTML part and headers (List-Unsubscribe). */
export interface EmailExtras {
  html?: string;
  headers?: Record<string, string>;
}

type Transport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
  }): Promise<unknown>;
};

/**
 * Every message is kept in the outbox table and written to the log, so a development machine
 * needs no SMS or mail provider. With an SMTP transport e-mails, and with an SMS gateway SMS, are
 * also sent, and the outbox row records the result (sent_at, or the error).
 */
export class OutboxNotifier implements Notifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
    private readonly now: () => Date,
    private readonly mail?: { transport: Transport; from: string },
    private readonly sms?: SmsGateway,
  ) {}

  async sendSms(to: string, body: string): Promise<void> {
    const id = await this.keep('sms', to, null, body);
    if (!this.sms) {
      this.log.info({ channel: 'sms', to, body }, 'sms queued in outbox');
      return;
    }
    try {
      await this.sms.send(to, body);
      await this.markSent(id);
    } catch (err) {
      // As with e-mail: the user can ask for a new code, and a provider outage is not a 500.
      this.log.error({ err, to }, 'sms could not be sent');
      await this.markFailed(id, err);
    }
  }

  async sendEmail(to: string, subject: string, body: string, extra: EmailExtras = {}): Promise<void> {
    const id = await this.keep('email', to, subject, body, extra);
    if (!this.mail) {
      this.log.info({ channel: 'email', to, subject, body }, 'e-mail queued in outbox');
      return;
    }
    try {
      await this.mail.transport.sendMail({ from: this.mail.from, to, subject, text: body, ...extra });
      await this.markSent(id);
    } catch (err) {
      // The user can ask for a new code; a mail outage must not turn the request into a 500.
      this.log.error({ err, to }, 'e-mail could not be sent');
      await this.markFailed(id, err);
    }
  }

  private async markSent(id: number): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ sent_at: this.now().toISOString() })
      .where('id', '=', id)
      .execute();
  }

  private async markFailed(id: number, err: unknown): Promise<void> {
    await this.db
      .updateTable('outbox')
      .set({ error: String(err) })
      .where('id', '=', id)
      .execute();
  }

  private async keep(
    channel: 'sms' | 'email',
    recipient: string,
    subject: string | null,
    body: string,
    extra: EmailExtras = {},
  ) {
    const row = await this.db
      .insertInto('outbox')
      .values({
        channel,
        recipient,
        subject,
        body,
        html: extra.html ?? null,
        headers: extra.headers ? JSON.stringify(extra.headers) : null,
        created_at: this.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}

export function createNotifier(options: {
  db: Kysely<Database>;
  log: Logger;
  now: () => Date;
  smtpUrl: string | undefined;
  mailFrom: string;
  netgsm?: ConstructorParameters<typeof NetgsmGateway>[0];
}): Notifier {
  const mail = options.smtpUrl
    ? { transport: nodemailer.createTransport(options.smtpUrl), from: options.mailFrom }
    : undefined;
  const sms = options.netgsm ? new NetgsmGateway(options.netgsm) : undefined;
  return new OutboxNotifier(options.db, options.log, options.now, mail, sms);
}
