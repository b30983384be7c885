/** Writes a small file tree into a fresh temporary folder, for the checks' tests. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function writeTree(files: Readonly<Record<string, string>>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fms-checks-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

export function removeTree(root: string): void {
  fs.rmSync(root, { recursive: true, force: true });
}

/** A built page: the shell's skip link target plus the given body. */
export function page(body: string): string {
  return `<!DOCTYPE html><html><body><a href="#main-content">Skip</a><main id="main-content">${body}</main></body></html>`;
}

/** Records what the checks report, by reporter method. */
export function recorder(): { info: string[]; warn: string[]; panicOnBuild: string[]; reporter: { info(m: string): void; warn(m: string): void; panicOnBuild(m: string): void } } {
  const calls = { info: [] as string[], warn: [] as string[], panicOnBuild: [] as string[] };
  return {
    ...calls,
    reporter: {
      info: (message) => void calls.info.push(message),
      warn: (message) => void calls.warn.push(message),
      panicOnBuild: (message) => void calls.panicOnBuild.push(message),
    },
  };
}
