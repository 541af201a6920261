// Errors that every layer may raise. Here, at the bottom, so that runtime/ and cli/ both import it
// without runtime/ reaching up into cli/.

/** An error whose message is shown to the user as one line, with no stack trace. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
  }
}
