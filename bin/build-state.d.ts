/** The repository root. */
export const ROOT: string;
/** The folders whose TypeScript runs in production. */
export const SOURCE_DIRS: string[];
/** The file in dist/ whose modification time is when its build began. */
export const STAMP: string;
/** Every file under the source folders of `root` (paths relative to it). */
export function sourceFiles(root?: string): string[];
/** True when `root`'s dist/ exists and no source file (or package.json) changed after its build began. */
export function buildIsFresh(root?: string): boolean;
