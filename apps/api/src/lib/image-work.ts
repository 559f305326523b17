import sharp from 'sharp';
import { ServiceUnavailableError } from './errors.ts';

/** Runs async work a few at a time; the rest waits its turn in order, and past a limit is refused. */
export interface WorkQueue {
  /** Runs `task` when a place is free; rejects at once with a 503 when `maxWaiting` tasks already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and tasks waiting, for tests and figures. */
  readonly running: number;
  readonly waiting: number;
}

/**
 * A queue of at most `atOnce` running tasks and `maxWaiting` waiting ones. A finished task hands its place straight to
 * the oldest waiting one, so a newcomer never overtakes the queue. A task that throws (even before its first await)
 * rejects its own `run` and frees its place.
 */
export function createWorkQueue({
  atOnce,
  maxWaiting,
  busy,
}: {
  atOnce: number;
  maxWaiting: number;
  busy: () => Error;
}): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < atOnce) running++;
      else if (waiting.length >= maxWaiting) throw busy();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/**
 * Decoding a picture takes up to ~150 MB and most of a core (a 40-megapixel interlaced PNG is decoded whole), and
 * sharp runs each call on its own thread of libuv's pool: four uploads at once took the server from 444 MB to 870 MB
 * (issue 23, `npm run bench:images`); one at a time, to 629 MB. Two at a time peaked at 704 MB and answered the four
 * no sooner on the 2-core machine, where the server needs the other core, so pictures go one at a time per process.
 */
export const IMAGE_WORK_AT_ONCE = 1;
/**
 * Uploads waiting their turn. Each holds its bytes (5 or 10 MB at most) while it waits, and the costliest picture takes
 * about 0.4 s alone (1.5 s on a busy machine), so eight bound both the memory held and the wait (a few seconds, up to
 * about twelve) before the shop answers 503 with Retry-After instead.
 */
export const IMAGE_WORK_MAX_WAITING = 8;

// One thread per picture inside libvips (its default is the number of cores, except on glibc where it is already 1),
// so the queue above alone decides how many cores and buffers pictures take; and no cache of decoded images or
// operations, since every upload is a new picture that is never processed again.
sharp.concurrency(1);
sharp.cache(false);

/** The process's one queue for sharp: profile pictures and Emirates IDs (issue 23), staff's pictures (issue 26). */
export const imageWork = createWorkQueue({
  atOnce: IMAGE_WORK_AT_ONCE,
  maxWaiting: IMAGE_WORK_MAX_WAITING,
  busy: () =>
    new ServiceUnavailableError('The shop is busy with other uploads. Please try again in a moment.', 'UPLOADS_BUSY'),
});
