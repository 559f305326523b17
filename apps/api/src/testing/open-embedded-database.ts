/**
 * Opens the embedded database in a folder and keeps it open until stdin closes: the second process of the
 * data-directory lock test. Prints "open" or the error message.
 */
import { openDatabase } from '../db/client.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: open-embedded-database.ts <dataDir>');
try {
  const handle = await openDatabase({ dataDir });
  process.stdout.write('open\n');
  process.stdin.resume();
  process.stdin.once('end', () => void handle.close().then(() => process.exit(0)));
} catch (err) {
  process.stdout.write(`${(err as Error).message}\n`);
  process.exit(3);
}
