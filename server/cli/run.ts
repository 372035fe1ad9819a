// How every command ends: its exit code, or on a failure one line on stderr — the message of a
// known error (a bad environment exits 2, a data directory another process holds exits 1), the
// stack of anything else.
import { ConfigError } from '../config.ts';
import { DataDirBusyError } from '../db/dir-lock.ts';

/** `busyHint` follows the message when another process holds the data directory. */
export function runCommand(main: () => Promise<number | void>, busyHint = ''): void {
  main().then(
    (code) => {
      if (code !== undefined) process.exitCode = code;
    },
    (err: unknown) => {
      const line =
        err instanceof DataDirBusyError
          ? `${err.message}${busyHint}`
          : err instanceof ConfigError
            ? err.message
            : String((err as Error)?.stack ?? err);
      process.stderr.write(`${line}\n`);
      process.exitCode = err instanceof ConfigError ? 2 : 1;
    },
  );
}
