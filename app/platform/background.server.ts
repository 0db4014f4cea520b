import type { Logger } from "pino";

/**
 * Work a request starts and does not wait for: a visitor's "send me a reset
 * link", whose answer must not wait for the lookup, the link and the e-mail,
 * or its time would tell an admin's address (a link made and sent) from a
 * stranger's (nothing to do). A failure is logged; stopping the process waits
 * for what is still running.
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  /**
   * Starts `task` once `delayMs` have passed: after the answer of the request that asked for it
   * has left, so its queries do not queue ahead of that answer's (the embedded database runs one
   * query at a time). Counted as running from now, for `settle`.
   */
  later(task: () => Promise<unknown>, delayMs: number): void;
  /** Resolves once every task started so far has ended, or after `timeoutMs`. */
  settle(timeoutMs: number): Promise<void>;
  /** How many are running now. */
  readonly pending: number;
}

export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const running = new Set<Promise<unknown>>();
  const run = (task: Promise<unknown>) => {
    const tracked = task
      .catch((error: unknown) => log.error({ err: error }, "background task failed"))
      .finally(() => running.delete(tracked));
    running.add(tracked);
  };
  return {
    run,
    later(task, delayMs) {
      run(new Promise((resolve) => setTimeout(resolve, delayMs)).then(task));
    },
    async settle(timeoutMs) {
      if (running.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
      const outcome = await Promise.race([Promise.allSettled([...running]).then(() => "done" as const), timedOut]);
      clearTimeout(timer);
      if (outcome === "timeout") log.warn({ pending: running.size }, "stopping with background tasks still running");
    },
    get pending() {
      return running.size;
    },
  };
}
