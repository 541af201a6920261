/** Builds dist/ from the sources; returns the number of files compiled (0 when there are no sources). */
export function build(opts?: { quiet?: boolean }): Promise<number>;
