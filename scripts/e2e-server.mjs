// Starts the production server on an empty data folder for the end-to-end
// suite: every run begins from the demo content, as a fresh install does.
import { rmSync } from "node:fs";
import { spawn } from "node:child_process";

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const server = spawn(process.execPath, ["server/main.ts"], { stdio: "inherit", env: process.env });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
