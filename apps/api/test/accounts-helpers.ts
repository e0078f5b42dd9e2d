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

/** Every mail written to DATA_DIR/outbox, oldest first (after background work and queued mails were done). */
export async function readOutbox(t: TestApp): Promise<OutboxMail[]> {
  await t.app.background.idle();
  await t.app.mailer.flush();
  const dir = join(t.config.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort();
  return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as OutboxMail));
}

/** The token of the newest mail to this address whose link goes to `path` (`/auth/reset-password`, `/auth/confirm`). */
async function tokenFor(t: TestApp, email: string, path: string): Promise<string> {
  const pattern = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([^\\s&"<]+)`);
  const mails = (await readOutbox(t)).filter(
    (m) => m.to.toLowerCase() === email.toLowerCase() && pattern.test(m.text),
  );
  const token = mails.at(-1) && pattern.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`no mail with a ${path} link to ${email}`);
  return decodeURIComponent(token);
}

/** The reset token from the newest reset mail to this address. */
export const resetTokenFor = (t: TestApp, email: string) => tokenFor(t, email, '/auth/reset-password');

/** The token from the newest email-change confirmation mail to this (new) address. */
export const emailChangeTokenFor = (t: TestApp, email: string) => tokenFor(t, email, '/auth/confirm-email');

/** The token from the newest "this was not me" link mailed to this (old) address. */
export const emailReportTokenFor = (t: TestApp, email: string) =>
  tokenFor(t, email, '/auth/report-email-change');

/** The token from the newest sign-up confirmation mail to this address. */
export const signUpTokenFor = (t: TestApp, email: string) => tokenFor(t, email, '/auth/confirm');

/**
 * Signs up through the API as a person would (ADR 0005): `POST /api/register` (202), the link from the mail, then
 * `POST /api/register/confirm`. Returns the confirm answer's session.
 */
export async function signUp(
  t: TestApp,
  account: Record<string, unknown> & { email: string },
): Promise<{ auth_token: string; userId: number; userType: string }> {
  const started = await post(t, '/api/register', { data: account });
  if (started.status !== 202) throw new Error(`register: ${started.status} ${JSON.stringify(started.body)}`);
  const token = await signUpTokenFor(t, account.email);
  const confirmed = await post(t, '/api/register/confirm', { data: { token } });
  if (confirmed.status !== 201)
    throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.data;
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
