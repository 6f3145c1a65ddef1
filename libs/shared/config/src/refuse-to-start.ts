import { InvalidConfigError } from './env-schema';

/**
 * Runs a process's configuration reader. A bad configuration is the operator's to fix: every problem on stderr, one a
 * line, no stack, and exit code 1 before anything listens.
 */
export function configOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
