import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";

/**
 * zxcvbn-ts's estimate of a password, made in a child process that lives only
 * while passwords are being checked. Its dictionaries (the most common leaked
 * passwords, English and French words and names) take ~100 MB resident once
 * ranked. In the server's own heap they would stay for the life of the process
 * after the first admin is created; a worker thread's heap, once stopped,
 * still left ~40 MB behind in the server (malloc keeps what it freed). A
 * child's memory all goes back when it exits, IDLE_MS after its last check
 * (issue 16's memory). Its first estimate takes about half a second (starting,
 * loading and ranking the dictionaries), the next ones a few milliseconds.
 */
export interface PasswordEstimate {
  /** zxcvbn's 0–4 scale. */
  score: number;
  /** zxcvbn's feedback as codes ("warnings.commonNames", "suggestions.capitalization"…), never English: the reader's language words them. */
  warning: string | null;
  suggestions: string[];
}

const IDLE_MS = 30_000;

// CommonJS, given the packages' files resolved here (code run with -e has no
// module of its own to resolve bare names from). Passwords come over the IPC
// channel, never in the arguments other processes can read.
const CHILD_SOURCE = `
const [{ ZxcvbnFactory }, common, en, fr] = JSON.parse(process.argv[1]).map((file) => require(file));
// The feedback keys themselves as zxcvbn's "translation": it answers codes.
const codes = (group) => Object.fromEntries(Object.keys(en.translations[group]).map((key) => [key, group + "." + key]));
const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
  translations: { warnings: codes("warnings"), suggestions: codes("suggestions"), timeEstimation: en.translations.timeEstimation },
});
process.on("message", ({ id, password, inputs }) => {
  const { score, feedback } = estimator.check(password, inputs);
  process.send({ id, estimate: { score, warning: feedback.warning || null, suggestions: feedback.suggestions } });
});
// The server gone, the channel closes: so does this process.
process.on("disconnect", () => process.exit(0));
`;

const MODULES = ["@zxcvbn-ts/core", "@zxcvbn-ts/language-common", "@zxcvbn-ts/language-en", "@zxcvbn-ts/language-fr"];

interface Running {
  child: ChildProcess;
  pending: Map<number, { resolve: (estimate: PasswordEstimate) => void; reject: (error: Error) => void }>;
  idle: NodeJS.Timeout | undefined;
}

let running: Running | undefined;
let nextId = 0;

function start(): Running {
  const require = createRequire(import.meta.url);
  const child = spawn(process.execPath, ["--max-old-space-size=256", "-e", CHILD_SOURCE, JSON.stringify(MODULES.map((name) => require.resolve(name)))], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  const self: Running = { child, pending: new Map(), idle: undefined };
  // An idle child never keeps the server's process alive (its channel is held only while a check waits).
  child.unref();
  child.on("message", ({ id, estimate }: { id: number; estimate: PasswordEstimate }) => {
    self.pending.get(id)?.resolve(estimate);
    self.pending.delete(id);
    if (self.pending.size > 0) return;
    child.channel?.unref();
    self.idle = setTimeout(() => stop(self), IDLE_MS).unref();
  });
  const fail = (error: Error) => {
    if (running === self) running = undefined;
    for (const { reject } of self.pending.values()) reject(error);
    self.pending.clear();
  };
  child.on("error", fail);
  child.on("exit", (code, signal) => fail(new Error(`the password estimator stopped (${signal ?? `exit code ${code}`})`)));
  return self;
}

function stop(self: Running): void {
  if (running === self) running = undefined;
  self.child.kill();
}

/** The estimate of `password`, `inputs` being words anyone who knows the account would try (lower case). */
export function estimatePassword(password: string, inputs: string[]): Promise<PasswordEstimate> {
  running ??= start();
  const self = running;
  clearTimeout(self.idle);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    self.pending.set(id, { resolve, reject });
    self.child.channel?.ref();
    self.child.send({ id, password, inputs });
  });
}
