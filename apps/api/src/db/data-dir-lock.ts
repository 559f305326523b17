import lockfile from 'proper-lockfile';

/** How often the lock is touched, and how old an untouched lock must be before it counts as left by a dead process. */
const REFRESH_MS = 10_000;
const STALE_MS = 60_000;

/** Thrown when another process holds the embedded database. */
export class DataDirectoryInUseError extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is in use by another process. Stop that process first (if it was stopped less than ` +
        `a minute ago, wait a moment), or give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
    );
    this.name = 'DataDirectoryInUseError';
  }
}

/**
 * Takes the embedded database's folder for this process alone (a `.lock` folder beside it, refreshed while the
 * process lives, so one left by a crash expires). Returns the release function. If the lock is lost while running
 * (the folder was removed, or the process froze past the stale time), the process stops rather than risk two
 * writers on one database.
 */
export async function lockDataDirectory(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      stale: STALE_MS,
      update: REFRESH_MS,
      realpath: false,
      onCompromised: (err) => {
        process.stderr.write(
          `The lock on the embedded database was lost (${err.message}); stopping to protect its files.\n`,
        );
        process.exit(1);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirectoryInUseError(dir);
    throw err;
  }
}
