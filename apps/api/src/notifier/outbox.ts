import fs from 'node:fs/promises';
import path from 'node:path';
import type { Message, Transport } from './notifier.ts';

/** A message as the outbox keeps it: one JSON line each. */
export interface OutboxEntry extends Message {
  at: string;
}

export const OUTBOX_FILE = 'outbox.jsonl';

/**
 * Development and tests: every message is appended as one JSON line to `DATA_DIR/outbox.jsonl` instead of being
 * delivered, so codes can be read back (tests, `GET /api/v1/dev/outbox`). Production refuses it.
 */
export function createOutbox(dataDir: string): Transport & { file: string } {
  const file = path.join(dataDir, OUTBOX_FILE);
  let ready: Promise<unknown> | undefined;
  return {
    file,
    async send(message) {
      ready ??= fs.mkdir(dataDir, { recursive: true });
      await ready;
      const entry: OutboxEntry = { at: new Date().toISOString(), ...message };
      await fs.appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    },
  };
}

/** The outbox's messages, oldest first (none when it does not exist yet); a damaged line is skipped. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const text = await fs.readFile(path.join(dataDir, OUTBOX_FILE), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).flatMap((line) => {
    try {
      return [JSON.parse(line) as OutboxEntry];
    } catch {
      return [];
    }
  });
}
