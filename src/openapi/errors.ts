/**
 * The one error kind a bad API document produces. Its message says what is wrong, where (file, and
 * either line:column for broken JSON or YAML, or a JSON pointer for an invalid document) and what to do, so
 * the build can print it as is and stop.
 */

export const API_DOCUMENT_FIX_HINT = 'Fix the document or remove it from the settings (api.specs).';

export interface ApiDocumentErrorDetails {
  /** The file as shown to the reader, e.g. 'static/Portal-v1.json'. */
  readonly file: string;
  readonly reason: string;
  /** JSON pointer of the offending value, e.g. '#/paths/~1assets/get'. */
  readonly pointer?: string;
  /** 1-based position, for malformed JSON. */
  readonly line?: number;
  readonly column?: number;
  /** The syntax a line:column error is about; JSON unless said otherwise. */
  readonly syntax?: 'JSON' | 'YAML';
  /** Absolute path of the file a `$ref` names that does not exist (watched in development until it does). */
  readonly missingFile?: string;
}

export class ApiDocumentError extends Error {
  readonly file: string;
  readonly reason: string;
  readonly pointer?: string;
  readonly line?: number;
  readonly column?: number;
  readonly missingFile?: string;

  constructor(details: ApiDocumentErrorDetails) {
    super(formatMessage(details));
    this.name = 'ApiDocumentError';
    this.file = details.file;
    this.reason = details.reason;
    this.pointer = details.pointer;
    this.line = details.line;
    this.column = details.column;
    this.missingFile = details.missingFile;
  }
}

function formatMessage({ file, reason, pointer, line, column, syntax = 'JSON' }: ApiDocumentErrorDetails): string {
  const where = line !== undefined ? `${file} at line ${line}, column ${column ?? 1}` : pointer !== undefined ? `${file} at ${pointer}` : file;
  const kind = line !== undefined ? `Malformed ${syntax} in OpenAPI document` : 'Invalid OpenAPI document';
  const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
  return `${kind} ${where}: ${sentence} ${API_DOCUMENT_FIX_HINT}`;
}
