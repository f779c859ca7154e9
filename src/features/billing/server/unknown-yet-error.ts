import "server-only";

/**
 * An event about something we have not stored yet (a provider event that outran our own
 * write). Processing fails and is tried again later rather than losing the event.
 */
export class UnknownYetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnknownYetError";
  }
}
