import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queues a mail and returns at once, so answering a request never waits on (or reveals) mail delivery. */
  send(mail: Mail): void;
  /** Resolves when every queued mail has been handed over (tests, shutdown). */
  flush(): Promise<void>;
  /** `smtp` when SMTP_URL is set, else `outbox` (files in DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
}

export interface MailerOptions {
  /** nodemailer connection URL, e.g. `smtps://user:pass@smtp.example.com:465`. Unset: write to `outboxDir`. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from?: string | undefined;
  /** Where delivery failures are reported (never the mail body: it carries reset links). */
  onError(error: unknown, to: string): void;
}

const DEFAULT_MAIL_FROM = 'Abossey <no-reply@abossey.local>';

/**
 * Mail through nodemailer: SMTP when `SMTP_URL` is set; otherwise every mail is written to `DATA_DIR/outbox/` as an
 * `.eml` file (open it in any mail client) plus a `.json` twin with `{to, subject, text, html}` for scripts and tests.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from || DEFAULT_MAIL_FROM;
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver(mail: Mail) {
    const info = await transport.sendMail({ from, ...mail });
    if (options.smtpUrl) return;
    const message = (info as { message?: unknown }).message;
    await mkdir(options.outboxDir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    if (Buffer.isBuffer(message)) await writeFile(join(options.outboxDir, `${name}.eml`), message);
    // Written under a temporary name, then renamed: whoever reads the outbox never sees a half-written mail.
    const partial = join(options.outboxDir, `${name}.json.partial`);
    await writeFile(
      partial,
      `${JSON.stringify({ from, ...mail, date: new Date().toISOString() }, null, 2)}\n`,
    );
    await rename(partial, join(options.outboxDir, `${name}.json`));
  }

  return {
    kind: options.smtpUrl ? 'smtp' : 'outbox',
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) => options.onError(error, mail.to))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
