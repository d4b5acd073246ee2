export class LauncherError extends Error {
  /** An expected failure: the message is for the user, no stack trace needed. */
  constructor(message, { details } = {}) {
    super(message);
    this.name = 'LauncherError';
    this.details = details;
  }
}

/** A child process ended while the launcher was waiting for it to become ready. */
export class ProcessDiedError extends LauncherError {
  constructor(proc, awaited) {
    super(`${proc.name} ${proc.exitDescription} while starting (waiting for ${awaited}).`);
    this.name = 'ProcessDiedError';
    this.proc = proc;
  }
}
