import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Message, Transport } from './notifier.ts';

/** A message as the outbox keeps it: one JSON line each; a file is kept as its name, type and size, not its bytes. */
export interface OutboxEntry extends Omit<Message, 'attachments'> {
  at: string;
  attachments?: { filename: string; contentType: string; size: number }[];
}

export const OUTBOX_FILE = 'outbox.jsonl';

interface Pending {
  line: string;
  settle: (err?: unknown) => void;
}

/**
 * Development and tests: every message is appended as one JSON line to `DATA_DIR/outbox.jsonl` instead of being
 * delivered, so codes can be read back (tests, `GET /api/v1/dev/outbox`). Production refuses it.
 *
 * The file stays open for appending, and the messages that arrive while a write is under way go out together in the
 * next one: opening and closing the file for each message was an eighth of the server's time when orders came by the
 * hundred a second (bench:checkout). `send` resolves once its line is in the file. A file removed meanwhile (someone
 * clearing the outbox) is made again rather than written to unseen.
 */
export function createOutbox(dataDir: string): Transport & { file: string; close(): Promise<void> } {
  const file = path.join(dataDir, OUTBOX_FILE);
  let handle: Promise<FileHandle> | undefined;
  let pending: Pending[] = [];
  let writing: Promise<void> | undefined;

  async function open(): Promise<FileHandle> {
    await fs.mkdir(dataDir, { recursive: true });
    return fs.open(file, 'a', 0o600);
  }

  /** The open file, opened again when the one held has lost its name. */
  async function current(): Promise<FileHandle> {
    const held = await (handle ??= open());
    if ((await held.stat()).nlink > 0) return held;
    await held.close().catch(() => {});
    return (handle = open());
  }

  async function drain(): Promise<void> {
    while (pending.length) {
      const batch = pending;
      pending = [];
      try {
        await (await current()).appendFile(batch.map((p) => p.line).join(''));
        for (const p of batch) p.settle();
      } catch (err) {
        // The next batch starts from a fresh open: a handle that failed once is not trusted again.
        const failed = handle;
        handle = undefined;
        void failed?.then((h) => h.close()).catch(() => {});
        for (const p of batch) p.settle(err);
      }
    }
    writing = undefined;
  }

  return {
    file,
    send(message) {
      const { attachments, ...rest } = message;
      const entry: OutboxEntry = {
        at: new Date().toISOString(),
        ...rest,
        ...(attachments && {
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            size: a.content.length,
          })),
        }),
      };
      return new Promise<void>((resolve, reject) => {
        pending.push({ line: `${JSON.stringify(entry)}\n`, settle: (err) => (err ? reject(err) : resolve()) });
        writing ??= drain();
      });
    },
    async close() {
      await writing;
      const held = handle;
      handle = undefined;
      await (await held?.catch(() => undefined))?.close();
    },
  };
}

/** The outbox's messages, oldest first (none when it does not exist yet); a damaged line is skipped. */
export async function readOutbox(dataDir: string): Promise<OutboxEntry[]> {
  const text = await fs.readFile(path.join(dataDir, OUTBOX_FILE), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxEntry];
      } catch {
        return [];
      }
    });
}
