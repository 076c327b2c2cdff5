import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

// A real CalDAV server for tests: Radicale from Debian's packages (`apt-get install radicale`; .ci/run
// installs it), on a free loopback port, with one user and its own throwaway storage. `stop()` and
// `start()` again keep the storage and the port, as an outage of the owner's calendar server would.

export interface RadicaleAccount {
  username: string;
  password: string;
}

export class RadicaleServer {
  private child: ChildProcess | undefined;

  private constructor(
    readonly port: number,
    readonly folder: string,
    readonly account: RadicaleAccount,
  ) {}

  /** The server's root, as an owner would type it into a CalDAV client. */
  get url() {
    return `http://127.0.0.1:${this.port}/`;
  }

  /** The collection that holds `username`'s calendars. */
  get homeUrl() {
    return `${this.url}${this.account.username}/`;
  }

  static async start(account: RadicaleAccount = { username: "owner", password: "app-password-1" }) {
    const folder = mkdtempSync(path.join(tmpdir(), "radicale-"));
    writeFileSync(path.join(folder, "users"), `${account.username}:${account.password}\n`);
    const port = await freePort();
    writeFileSync(
      path.join(folder, "config"),
      [
        "[server]",
        `hosts = 127.0.0.1:${port}`,
        "[auth]",
        "type = htpasswd",
        `htpasswd_filename = ${path.join(folder, "users")}`,
        "htpasswd_encryption = plain",
        // Radicale delays every failed login by default; tests try wrong passwords on purpose.
        "delay = 0",
        "[rights]",
        "type = owner_only",
        "[storage]",
        `filesystem_folder = ${path.join(folder, "collections")}`,
        "[logging]",
        "level = warning",
        "mask_passwords = True",
      ].join("\n"),
    );
    const server = new RadicaleServer(port, folder, account);
    await server.resume();
    return server;
  }

  /** Starts it again after `stop()`, on the same port with the same calendars. */
  async resume() {
    if (this.child) return;
    const child = spawn("radicale", ["--config", path.join(this.folder, "config")], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    this.child = child;
    const exited = new Promise<never>((_, reject) => {
      child.once("exit", (code) =>
        reject(new Error(`Radicale exited (${code}) before it answered:\n${errors}`)),
      );
      // Not installed: say so at once, not after the 30 s of waiting for an answer.
      child.once("error", (error) =>
        reject(
          new Error(
            `Radicale could not be started (${error.message}). Install it (Debian: \`sudo apt-get install radicale\`, as .ci/run does).`,
          ),
        ),
      );
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const answered = await Promise.race([
        fetch(this.url, { method: "OPTIONS" }).then(
          () => true,
          () => false,
        ),
        exited,
      ]);
      if (answered) return;
      if (Date.now() > deadline)
        throw new Error(`Radicale did not answer on ${this.url} within 30 s:\n${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the server (its calendars stay for `resume()`). */
  async stop() {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }

  /** Stops it and deletes its calendars. */
  async remove() {
    await this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }
}
