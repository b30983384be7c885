/**
 * The curl commands of a shell script, read as the shell would read them (`\`-newline continuations,
 * quotes, `$VARIABLES` kept as written) and as curl 8 would take its options: the method, the URL, the
 * headers and the body each command sends, with the line it starts on. The guide's and blog's example
 * check (guideAndBlogExamples.ts) checks these commands against the API documents.
 */
import { parse as parseShell } from 'shell-quote';

export interface CurlCommand {
  readonly method: string;
  readonly url: string;
  readonly headers: readonly string[];
  /** The data of `-d`/`--data…`/`--json`, as the shell would pass it; undefined when none is sent. */
  readonly data?: string;
  /** The file of `-d @file`. */
  readonly dataFile?: string;
  /** Whether the body is a form (`-F`) or a file upload (`-T`), which is not JSON to check. */
  readonly form: boolean;
}

/** Options that take a value (curl 8's man page); the others are flags. */
const VALUE_OPTIONS = new Set([
  '-X',
  '--request',
  '-H',
  '--header',
  '-d',
  '--data',
  '--data-raw',
  '--data-binary',
  '--data-ascii',
  '--data-urlencode',
  '--json',
  '-F',
  '--form',
  '--form-string',
  '-T',
  '--upload-file',
  '-o',
  '--output',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-e',
  '--referer',
  '-b',
  '--cookie',
  '-c',
  '--cookie-jar',
  '-w',
  '--write-out',
  '-m',
  '--max-time',
  '--connect-timeout',
  '--retry',
  '--retry-delay',
  '--retry-max-time',
  '-x',
  '--proxy',
  '-K',
  '--config',
  '--cacert',
  '--capath',
  '-E',
  '--cert',
  '--key',
  '--url',
  '-r',
  '--range',
  '-z',
  '--time-cond',
  '--limit-rate',
  '-y',
  '--speed-time',
  '-Y',
  '--speed-limit',
  '--resolve',
  '--connect-to',
  '--output-dir',
  '--oauth2-bearer',
  '-D',
  '--dump-header',
  '--trace',
  '--trace-ascii',
  '--max-redirs',
  '--interface',
  '-P',
  '--ftp-port',
]);
const DATA_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-ascii', '--json']);
const SHORT_WITH_VALUE = new Set([...VALUE_OPTIONS].filter((option) => /^-[A-Za-z]$/.test(option)).map((option) => option[1]));

/** One line as the shell reads it, and the physical line (0-based, in the script) each of its characters came from. */
interface ShellLine {
  readonly text: string;
  readonly lines: readonly number[];
}

/** A script's lines as the shell reads them: `\`-newline joins two lines, a newline inside quotes belongs to the string. */
function shellLines(script: string): ShellLine[] {
  const out: ShellLine[] = [];
  let text = '';
  let lines: number[] = [];
  let line = 0;
  let quote: '"' | "'" | null = null;
  const add = (chars: string): void => {
    text += chars;
    for (let k = 0; k < chars.length; k += 1) lines.push(line);
  };
  for (let i = 0; i < script.length; i += 1) {
    const char = script[i] ?? '';
    if (char === '\\' && quote !== "'") {
      const next = script[i + 1];
      if (next === '\n') {
        add(' ');
        line += 1;
        i += 1;
        continue;
      }
      add(char + (next ?? ''));
      i += 1;
      continue;
    }
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\n') {
      out.push({ text, lines });
      text = '';
      lines = [];
      line += 1;
      continue;
    }
    add(char);
    if (char === '\n') line += 1;
  }
  out.push({ text, lines });
  return out;
}

/** Operators after which the next word is a command word: a list, a pipeline, a subshell or `$(`. */
const COMMAND_SEPARATORS = new Set(['|', '||', '&&', ';', '&', '|&', ';;', '(', ')']);
/** A `curl` at the start of a command, after optional `NAME=value` assignments: where its text starts in a shell line. */
const CURL_COMMAND_WORD = /(?:^|[|;&(]|\$\()\s*(?:[A-Za-z_]\w*=\S*\s+)*(curl)(?=\s|$)/g;

/** A curl command of a shell fence and the line (0-based, in the fence's body) it starts on. */
export interface LocatedCurlCommand {
  readonly command: CurlCommand;
  readonly line: number;
}

/**
 * The curl commands of a shell fence, as the shell would split them: `\`-newline continuations
 * joined, quotes removed, `$VARIABLES` kept as written, a command ending at `|`, `;`, `&&`, `>`.
 * Only a `curl` that is the command word counts: the first word of a command (after `NAME=value`
 * assignments), at the start of a line or after `|`, `||`, `&&`, `;`, `&`, `(` or `$(`; in
 * `echo curl https://…` it is an argument. Each command comes with the line its `curl` is on.
 */
export function parseCurlCommandLines(script: string): LocatedCurlCommand[] {
  const commands: LocatedCurlCommand[] = [];
  for (const shellLine of shellLines(script.replace(/\r\n/g, '\n'))) {
    const prompt = /^\s*\$\s+/.exec(shellLine.text)?.[0].length ?? 0;
    const text = shellLine.text.slice(prompt);
    let tokens: ReturnType<typeof parseShell>;
    try {
      tokens = parseShell(text, (name) => `$${name}`);
    } catch {
      continue;
    }
    // Where each command-word `curl` of the text starts, in order, for the line it is on.
    const starts = [...text.matchAll(CURL_COMMAND_WORD)].map((match) => (match.index ?? 0) + match[0].length - 'curl'.length);
    const lineOf = (k: number): number => shellLine.lines[prompt + (starts[k] ?? 0)] ?? shellLine.lines[0] ?? 0;
    let found = 0;
    let current: { args: string[]; line: number } | null = null;
    let commandStart = true;
    const finish = (): void => {
      if (current) {
        const command = curlFromArgs(current.args);
        if (command) commands.push({ command, line: current.line });
      }
      current = null;
    };
    for (const token of tokens) {
      if (typeof token !== 'string') {
        finish();
        if ('comment' in token) break;
        // After a redirection (`>`, `<`…) comes its file, not a command.
        commandStart = 'op' in token && COMMAND_SEPARATORS.has(String(token.op));
        continue;
      }
      if (current) current.args.push(token);
      else if (commandStart && /^[A-Za-z_]\w*=/.test(token)) continue;
      else if (commandStart && token === 'curl') {
        current = { args: [], line: lineOf(found) };
        found += 1;
      }
      commandStart = false;
    }
    finish();
  }
  return commands;
}

/** The curl commands of a shell fence (see parseCurlCommandLines), without their lines. */
export function parseCurlCommands(script: string): CurlCommand[] {
  return parseCurlCommandLines(script).map(({ command }) => command);
}

function curlFromArgs(args: readonly string[]): CurlCommand | null {
  let method: string | undefined;
  let url: string | undefined;
  let data: string | undefined;
  let dataFile: string | undefined;
  let form = false;
  let head = false;
  let get = false;
  const headers: string[] = [];
  const take = (option: string, value: string): void => {
    if (option === '-X' || option === '--request') method = value.toUpperCase();
    else if (option === '-H' || option === '--header') headers.push(value);
    else if (option === '--url') url = value;
    else if (DATA_OPTIONS.has(option)) {
      if (value.startsWith('@') && option !== '--data-raw') dataFile = value.slice(1);
      else data = data === undefined ? value : `${data}&${value}`;
      if (option === '--json') headers.push('Content-Type: application/json');
    } else if (['-F', '--form', '--form-string', '-T', '--upload-file'].includes(option)) form = true;
  };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg.startsWith('--')) {
      const [name = '', inline] = arg.split(/=(.*)/s);
      if (name === '--head') head = true;
      else if (name === '--get') get = true;
      else if (VALUE_OPTIONS.has(name)) take(name, inline ?? args[++i] ?? '');
    } else if (arg.startsWith('-') && arg.length > 1) {
      // Short flags may be grouped (-sSL, -OJ); one that takes a value ends the group (-XPOST, -sX POST).
      for (let j = 1; j < arg.length; j += 1) {
        const letter = arg[j] ?? '';
        if (SHORT_WITH_VALUE.has(letter)) {
          take(`-${letter}`, arg.length > j + 1 ? arg.slice(j + 1) : (args[++i] ?? ''));
          break;
        }
        if (letter === 'I') head = true;
        if (letter === 'G') get = true;
      }
    } else if (url === undefined) url = arg;
  }
  if (url === undefined) return null;
  const sendsBody = data !== undefined || dataFile !== undefined || form;
  const chosen = method ?? (head ? 'HEAD' : get ? 'GET' : sendsBody ? 'POST' : 'GET');
  return { method: chosen, url, headers, ...(data !== undefined && !get ? { data } : {}), ...(dataFile !== undefined ? { dataFile } : {}), form };
}
