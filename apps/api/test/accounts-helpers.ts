import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestApp } from './helpers.js';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  date: string;
}

/** Every mail written to DATA_DIR/outbox, oldest first (after queued mails were delivered). */
export async function readOutbox(t: TestApp): Promise<OutboxMail[]> {
  await t.app.mailer.flush();
  const dir = join(t.config.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail));
}

/** The reset token from the newest mail to this address. */
export async function resetTokenFor(t: TestApp, email: string): Promise<string> {
  const mails = (await readOutbox(t)).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  const last = mails.at(-1);
  const token = last && /[?&]token=([^\s&"<]+)/.exec(last.text)?.[1];
  if (!token) throw new Error(`no reset mail to ${email}`);
  return decodeURIComponent(token);
}

/** A response body; tests check its shape with assertions. */
// biome-ignore lint/suspicious/noExplicitAny: bodies are asserted field by field in the tests
export type Json = any;

/** POST a JSON body through app.inject. */
export async function post(
  t: TestApp,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Json }> {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() };
}
