import fs from 'node:fs/promises';
import path from 'node:path';

/** One message the server's outbox transport wrote (decision 012): `DATA_DIR/outbox.jsonl`, one JSON line each. */
interface OutboxEntry {
  to: string;
  subject?: string;
  text: string;
  channel: 'email' | 'sms';
}

/** The e2e server's outbox (its DATA_DIR is E2E_DATA_DIR, see playwright.config.ts). */
function outboxFile(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  return path.join(dir, 'outbox.jsonl');
}

async function messagesTo(to: string): Promise<OutboxEntry[]> {
  const text = await fs.readFile(outboxFile(), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxEntry];
      } catch {
        return [];
      }
    })
    .filter((entry) => entry.to === to);
}

/** Every message to an address so far, oldest first. */
export async function outboxTo(to: string): Promise<OutboxEntry[]> {
  return messagesTo(to);
}

/** How many messages went to an address so far: pass it to `nextCode` before the action that sends one. */
export async function outboxCount(to: string): Promise<number> {
  return (await messagesTo(to)).length;
}

/**
 * Waits for a message to `to` (an e-mail address, or a mobile number as `+` and digits) beyond the first `after`
 * and returns the six-digit code in the newest one, as the person would read it.
 */
export async function nextCode(to: string, after = 0, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await messagesTo(to);
    const code = messages.length > after ? /\b(\d{6})\b/.exec(messages.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no new code reached ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
