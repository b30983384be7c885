/** Fresh temporary folders and small file trees written into them, removed by the test that made them. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new empty folder under the system's temporary folder; the prefix says which test made it. */
export function tempFolder(prefix = 'fms-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes the files (path → text, parents created) into `root`, by default a fresh temporary folder, and returns it. */
export function writeTree(files: Readonly<Record<string, string>>, root: string = tempFolder('fms-checks-')): string {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

export function removeTree(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/**
 * For a test file or a describe block: a function that makes a temporary folder (as tempFolder does),
 * every folder it made removed after the block's tests.
 */
export function tempFoldersRemovedAfterAll(): (prefix: string) => string {
  const made: string[] = [];
  afterAll(() => made.forEach(removeTree));
  return (prefix) => {
    const folder = tempFolder(prefix);
    made.push(folder);
    return folder;
  };
}
