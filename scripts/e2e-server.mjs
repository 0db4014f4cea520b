// Starts the production server on an empty data folder for the end-to-end
// suite: every run begins from the demo content, as a fresh install does.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { SERVER_ENV, serverCommand } from "../server/node-flags.ts";

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
// E-mails leave through the outbox worker: a short poll keeps the tests that
// wait for a message quick, without changing what is sent.
const env = { ...SERVER_ENV, OUTBOX_POLL_MS: "200", ...process.env };
const server = spawn(process.execPath, serverCommand(), { stdio: "inherit", env });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
