/**
 * Stand-in HTTP clients for running request samples in tests (issues 42, 43): nothing is sent; each
 * prints what the sample asked for as JSON, `{ url, body, headers }`, so a test can check that a
 * value reached the request exactly and ran as nothing else.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What a stand-in client printed. */
export interface SentRequest {
  readonly url: string;
  /** The JSON body, parsed (Python's `json=`, Guzzle's `body`), or null. */
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>> | null;
}

/** A `requests` module for Python in `dir/python` (put it on PYTHONPATH): every method prints the request to stdout. */
export function pythonRequestsStub(dir: string): string {
  const stubDir = path.join(dir, 'python');
  mkdirSync(stubDir, { recursive: true });
  writeFileSync(
    path.join(stubDir, 'requests.py'),
    [
      'import json, sys',
      'class Response:',
      '    def json(self): return None',
      'def __getattr__(method):',
      '    def send(url, **options):',
      '        sys.stdout.write(json.dumps({"url": url, "body": options.get("json"), "headers": options.get("headers")}))',
      '        return Response()',
      '    return send',
    ].join('\n'),
  );
  return stubDir;
}

/** A Guzzle client for PHP (`php -d auto_prepend_file=<it>`): `request()` prints the request to stderr. */
export function guzzleStub(dir: string): string {
  const stub = path.join(dir, 'guzzle-stub.php');
  writeFileSync(
    stub,
    [
      '<?php',
      'namespace GuzzleHttp;',
      'class Response { function getBody() { return ""; } }',
      'class Client {',
      '  function request($method, $url, $options = []) {',
      '    $sent = ["url" => $url, "body" => json_decode($options["body"] ?? "null", true), "headers" => $options["headers"] ?? null];',
      '    fwrite(STDERR, json_encode($sent, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));',
      '    return new Response();',
      '  }',
      '}',
    ].join('\n'),
  );
  return stub;
}
