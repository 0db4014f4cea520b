import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { createBackgroundTasks } from "./background.server.ts";

describe("background tasks", () => {
  it("logs a failed task instead of losing it, and counts what runs", async () => {
    const log = pino({ level: "silent" });
    const error = vi.spyOn(log, "error");
    const tasks = createBackgroundTasks(log);
    let release!: () => void;
    tasks.run(new Promise<void>((resolve) => (release = resolve)));
    tasks.run(Promise.reject(new Error("mail server gone")));
    expect(tasks.pending).toBe(2);
    release();
    await tasks.settle(5_000);
    expect(tasks.pending).toBe(0);
    expect(error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: "mail server gone" }) }, "background task failed");
  });

  it("starts a later task only after its delay, and settle waits for it", async () => {
    vi.useFakeTimers();
    try {
      const tasks = createBackgroundTasks(pino({ level: "silent" }));
      const task = vi.fn(async () => undefined);
      tasks.later(task, 250);
      expect(tasks.pending).toBe(1);
      await vi.advanceTimersByTimeAsync(249);
      expect(task).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(task).toHaveBeenCalledOnce();
      await tasks.settle(1_000);
      expect(tasks.pending).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("stops waiting after its grace time, saying what is still running", async () => {
    vi.useFakeTimers();
    try {
      const log = pino({ level: "silent" });
      const warn = vi.spyOn(log, "warn");
      const tasks = createBackgroundTasks(log);
      tasks.run(new Promise(() => undefined));
      const settled = tasks.settle(10_000);
      await vi.advanceTimersByTimeAsync(10_000);
      await settled;
      expect(warn).toHaveBeenCalledWith({ pending: 1 }, "stopping with background tasks still running");
    } finally {
      vi.useRealTimers();
    }
  });
});
