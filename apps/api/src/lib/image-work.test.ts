import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from './errors.ts';
import { createWorkQueue, imageWork } from './image-work.ts';

/** A task that runs until the test lets it finish, and records that it started. */
function heldTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

/** Lets every settled promise's reactions run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const busy = () => new ServiceUnavailableError('busy', 'UPLOADS_BUSY');

describe('the image work queue', () => {
  it('runs at most `atOnce` tasks together and starts the next as one finishes', async () => {
    const queue = createWorkQueue({ atOnce: 2, maxWaiting: 10, busy });
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    expect([queue.running, queue.waiting]).toEqual([2, 1]);
    for (const t of tasks) t.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('starts waiting tasks in the order they came, and a newcomer never overtakes them', async () => {
    const queue = createWorkQueue({ atOnce: 1, maxWaiting: 10, busy });
    const started: string[] = [];
    const first = heldTask(started, 'first');
    const waiters = ['w1', 'w2', 'w3'].map((name) => heldTask(started, name));
    const results = [first, ...waiters].map(({ task }) => queue.run(task));
    await settle();
    first.finish();
    // Arrives as the first finishes, while three wait: it goes behind them.
    const late = heldTask(started, 'late');
    results.push(queue.run(late.task));
    await settle();
    expect(started).toEqual(['first', 'w1']);
    for (const t of [...waiters, late]) {
      t.finish();
      await settle();
    }
    await Promise.all(results);
    expect(started).toEqual(['first', 'w1', 'w2', 'w3', 'late']);
  });

  it('refuses at once when the queue is full, and takes work again once there is room', async () => {
    const queue = createWorkQueue({ atOnce: 1, maxWaiting: 2, busy });
    const started: string[] = [];
    const tasks = ['run', 'wait1', 'wait2'].map((name) => heldTask(started, name));
    const results = tasks.map(({ task }) => queue.run(task));
    const refused = heldTask(started, 'refused');
    await expect(queue.run(refused.task)).rejects.toMatchObject({ statusCode: 503, code: 'UPLOADS_BUSY' });
    expect(started).toEqual(['run']);
    tasks[0]!.finish();
    await settle();
    const again = heldTask(started, 'again');
    const accepted = queue.run(again.task);
    for (const t of [...tasks, again]) t.finish();
    await Promise.all([...results, accepted]);
    expect(started).toEqual(['run', 'wait1', 'wait2', 'again']);
  });

  it('frees the place of a task that fails, even one that throws before its first await', async () => {
    const queue = createWorkQueue({ atOnce: 1, maxWaiting: 1, busy });
    const throwsAtOnce = (() => {
      throw new Error('Input Buffer is empty');
    }) as () => Promise<never>;
    await expect(queue.run(throwsAtOnce)).rejects.toThrow('Input Buffer is empty');
    await expect(queue.run(() => Promise.reject(new Error('unreadable')))).rejects.toThrow('unreadable');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  it('is, for the shop, one picture at a time with eight waiting, and a 503 past them', async () => {
    const started: string[] = [];
    const tasks = Array.from({ length: 9 }, (_, i) => heldTask(started, String(i)));
    const results = tasks.map(({ task }) => imageWork.run(task));
    await settle();
    expect([imageWork.running, imageWork.waiting]).toEqual([1, 8]);
    const refusal = await imageWork.run(async () => 'never').catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ServiceUnavailableError);
    for (const t of tasks) t.finish();
    await Promise.all(results);
  });
});
