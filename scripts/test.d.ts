/** Runs the type check beside the tests; resolves with the exit code (the tests' when they fail, else the type check's). */
export function typecheckAndTest(typecheck: string[], tests: string[], write?: (s: string) => void): Promise<number>;
