import fs from 'node:fs';
import path from 'node:path';

/** Every file under a folder, as '/'-separated paths relative to it ('img/logo.svg'); [] when it does not exist. */
export function listFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(folder, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) out.push(child);
    }
  };
  if (fs.existsSync(folder)) walk('');
  return out.sort();
}
