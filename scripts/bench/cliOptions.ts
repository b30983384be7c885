/** The benchmarks' command line: `--name value` options and `--name` flags (what each script reads is in its header). */
const args = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is not given. */
export function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
}

/** Whether `--name` is given. */
export function flag(name: string): boolean {
  return args.includes(`--${name}`);
}
