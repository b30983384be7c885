/** @jest-environment node */
import { phpLiteral, pythonLiteral, stringLiteral } from '../../../src/openapi/sampleLiterals';
import { buildHarRequest, customCodeSamples, encodeUrl, generateCodeSamples, SAMPLE_LANGUAGES, strictEncode } from '../../../src/openapi/codeSamples';

const input = {
  method: 'POST',
  url: 'https://api.example.com/api/assets',
  query: [{ name: 'dryRun', value: 'true' }],
  headers: [{ name: 'Authorization', value: 'Bearer <token>' }],
  cookies: [],
  body: { mediaType: 'application/json', value: { name: 'Boiler 3' } },
};

describe('generateCodeSamples', () => {
  const samples = generateCodeSamples(input);
  const code = (id: string): string => samples.find((s) => s.id === id)?.code ?? '';

  it('writes eight languages, in the order of SAMPLE_LANGUAGES', () => {
    expect(SAMPLE_LANGUAGES.map((l) => [l.id, l.label, l.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['javascript-fetch', 'JavaScript', 'javascript'],
      ['node-fetch', 'Node.js', 'javascript'],
      ['python-requests', 'Python', 'python'],
      ['go-native', 'Go', 'go'],
      ['java-nethttp', 'Java', 'java'],
      ['csharp-httpclient', 'C#', 'csharp'],
      ['php-guzzle', 'PHP', 'php'],
    ]);
    expect(samples.map(({ id, label, language }) => ({ id, label, language }))).toEqual(SAMPLE_LANGUAGES);
  });

  it('puts the method, URL, headers and body in each', () => {
    const curl = code('curl');
    expect(curl).toContain('--request POST');
    expect(curl).toContain('https://api.example.com/api/assets?dryRun=true');
    expect(curl).toContain("--header 'Content-Type: application/json'");
    expect(curl).toContain('Boiler 3');
    expect(code('javascript-fetch')).toContain("method: 'POST'");
    expect(code('python-requests')).toContain('requests.post(');
    expect(code('python-requests')).toContain('payload = {\n    "name": "Boiler 3"\n}');
    expect(code('go-native')).toContain('http.NewRequest("POST", url, payload)');
    expect(code('java-nethttp')).toContain('.method("POST", HttpRequest.BodyPublishers.ofString("{\\"name\\":\\"Boiler 3\\"}"))');
    expect(code('csharp-httpclient')).toContain('HttpMethod.Post');
    expect(code('php-guzzle')).toContain("$client->request('POST', 'https://api.example.com/api/assets?dryRun=true'");
    for (const sample of samples) expect(sample.code).toContain('https://api.example.com/api/assets?dryRun=true');
  });

  it('writes Node.js for its built-in fetch and FormData (no node-fetch, no form-data)', () => {
    expect(code('node-fetch')).not.toContain('require(');
    const multipart = generateCodeSamples({
      ...input,
      headers: [],
      body: { mediaType: 'multipart/form-data', value: { file: '', note: 'hi' }, fileFields: ['file'] },
    });
    const node = multipart.find((s) => s.id === 'node-fetch')?.code ?? '';
    expect(node).toContain("import { openAsBlob } from 'node:fs';");
    expect(node).toContain("formData.append('file', await openAsBlob('file.bin'), 'file.bin');");
    expect(node).not.toContain('require(');
    expect(multipart.find((s) => s.id === 'python-requests')?.code).toContain(`files = { "file": open('file.bin', 'rb') }`);
  });
});

describe('buildHarRequest', () => {
  it('lets httpsnippet write the multipart Content-Type itself and marks files; every value is a placeholder', () => {
    const har = buildHarRequest({ ...input, headers: [], body: { mediaType: 'multipart/form-data', value: { file: '', note: 'hi' }, fileFields: ['file'] } });
    expect(har.headers).toEqual([]);
    expect(har.postData?.mimeType).toBe('multipart/form-data');
    expect(har.postData?.params).toEqual([
      { name: expect.stringMatching(/^fmsph\d+q$/), fileName: 'file.bin' },
      { name: expect.stringMatching(/^fmsph\d+q$/), value: expect.stringMatching(/^fmsph\d+q$/) },
    ]);
    expect(JSON.stringify(har)).not.toContain('hi');
    expect(har.queryString).toEqual([]);
  });

  it('sends a non-JSON string body as it is', () => {
    const samples = generateCodeSamples({ ...input, body: { mediaType: 'text/plain', value: 'hello' } });
    expect(samples.find((s) => s.id === 'curl')?.code).toContain('--data-raw hello');
    expect(samples.find((s) => s.id === 'python-requests')?.code).toContain('payload = "hello"');
  });
});

describe('literals written for each language', () => {
  it('prints JSON as a Python literal', () => {
    expect(pythonLiteral({ 'a"b': ['x\n', 1, true, false, null], e: {} })).toBe(
      '{\n    "a\\"b": [\n        "x\\n",\n        1,\n        True,\n        False,\n        None\n    ],\n    "e": {}\n}',
    );
  });

  it('writes PHP in single quotes, or double quotes with $ escaped when there are control characters', () => {
    expect(phpLiteral("it's \\ ${a} {$b}")).toBe("'it\\'s \\\\ ${a} {$b}'");
    expect(phpLiteral('${a}\n{$b}\u0007')).toBe('"\\${a}\\n{\\$b}\\u{7}"');
  });

  it('quotes for the shell with single quotes', () => {
    expect(stringLiteral('shell', "it's $(id)")).toBe("'it'\\''s $(id)'");
  });

  it('escapes line and paragraph separators and the byte-order mark everywhere, and replaces lone surrogates', () => {
    expect(stringLiteral('csharp', '\u2028\u0085\ufeff')).toBe('"\\u2028\\u0085\\uFEFF"');
    expect(stringLiteral('go', 'a\ud800b')).toBe('"a\ufffdb"');
    expect(stringLiteral('java', '\u0007')).toBe('"\\007"');
  });
});

describe('encodeUrl and strictEncode', () => {
  it('percent-encode everything that would need quoting in a sample', () => {
    expect(strictEncode(`a b'"\\\`$(){}!*~._-`)).toBe('a%20b%27%22%5C%60%24%28%29%7B%7D%21%2A~._-');
    expect(encodeUrl("https://x.example/a'b/{id}/%41/%zz?q=1")).toBe('https://x.example/a%27b/%7Bid%7D/%41/%25zz?q=1');
  });
});

describe('customCodeSamples', () => {
  it('maps x-codeSamples to samples with highlighter languages and ids from their labels', () => {
    expect(
      customCodeSamples({
        'x-codeSamples': [
          { lang: 'C#', source: 'var x = 1;\n' },
          { lang: 'PHP', label: 'PHP (Guzzle)', source: '$x = 1;' },
          { lang: 'Go' },
          { lang: 'C#', source: 'var y = 2;' },
          { lang: 'text', label: '…', source: 'x' },
        ],
      }),
    ).toEqual([
      { id: 'x-csharp', label: 'C#', language: 'csharp', code: 'var x = 1;' },
      { id: 'x-php-guzzle', label: 'PHP (Guzzle)', language: 'php', code: '$x = 1;' },
      { id: 'x-csharp-2', label: 'C#', language: 'csharp', code: 'var y = 2;' },
      { id: 'x-sample', label: '…', language: 'text', code: 'x' },
    ]);
  });

  it("reads Redoc's older x-code-samples too", () => {
    expect(customCodeSamples({ 'x-code-samples': [{ lang: 'Shell', source: 'curl x' }] })[0]?.language).toBe('bash');
  });
});
