/** @jest-environment node */
import { javascriptLiteral, phpLiteral, prettyJson, pythonLiteral, stringLiteral } from '../../../src/openapi/sampleLiterals';
import {
  buildHarRequest,
  customCodeSamples,
  encodeUrl,
  generateCodeSamples,
  SAMPLE_LANGUAGES,
  strictEncode,
  utf8Length,
} from '../../../src/openapi/codeSamples';

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

  it('writes twelve languages, in the order of SAMPLE_LANGUAGES', () => {
    expect(SAMPLE_LANGUAGES.map((l) => [l.id, l.label, l.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['http', 'HTTP', 'http'],
      ['javascript-fetch', 'JavaScript', 'javascript'],
      ['node-axios', 'Node.js', 'javascript'],
      ['python-requests', 'Python', 'python'],
      ['go-native', 'Go', 'go'],
      ['java-nethttp', 'Java', 'java'],
      ['csharp-httpclient', 'C#', 'csharp'],
      ['php-guzzle', 'PHP', 'php'],
      ['ruby-native', 'Ruby', 'ruby'],
      ['kotlin-okhttp', 'Kotlin', 'kotlin'],
      ['powershell-restmethod', 'PowerShell', 'powershell'],
    ]);
    expect(samples.map(({ id, label, language }) => ({ id, label, language }))).toEqual(
      SAMPLE_LANGUAGES.map(({ id, label, language }) => ({ id, label, language })),
    );
  });

  it('gives every language its own sample: no two are the same text, or the same once spaces and quotes are set aside', () => {
    const kinds = [
      input,
      { ...input, body: { mediaType: 'multipart/form-data', value: { file: '', note: 'hi' }, fileFields: ['file'] } },
      { ...input, body: undefined, method: 'GET' },
    ];
    for (const kind of kinds) {
      const written = generateCodeSamples(kind);
      expect(written.length).toBeGreaterThanOrEqual(10);
      const loose = (code: string): string => code.replace(/[\s'"`;]+/g, '');
      expect(new Set(written.map((s) => s.code)).size).toBe(written.length);
      expect(new Set(written.map((s) => loose(s.code))).size).toBe(written.length);
      expect(new Set(written.map((s) => s.label)).size).toBe(written.length);
    }
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
    expect(code('java-nethttp')).toContain('.method("POST", HttpRequest.BodyPublishers.ofString("""');
    expect(code('csharp-httpclient')).toContain('HttpMethod.Post');
    expect(code('php-guzzle')).toContain("$client->request('POST', 'https://api.example.com/api/assets?dryRun=true'");
    expect(code('ruby-native')).toContain('request = Net::HTTP::Post.new(url)');
    expect(code('kotlin-okhttp')).toContain('.post(body)');
    expect(code('powershell-restmethod')).toContain('-Method POST');
    expect(code('http')).toMatch(/^POST \/api\/assets\?dryRun=true HTTP\/1\.1\r\nHost: api\.example\.com\r\nAuthorization: Bearer <token>\r\n/);
    for (const sample of samples) {
      if (sample.id !== 'http') expect(sample.code).toContain('https://api.example.com/api/assets?dryRun=true');
    }
  });

  it('prints a JSON body over several lines, indented, in every language', () => {
    expect(code('curl')).toContain(`--data-raw '{\n    "name": "Boiler 3"\n  }'`);
    expect(code('http')).toMatch(/\r\nContent-Length: 24\r\n\r\n\{\n {2}"name": "Boiler 3"\n\}$/);
    expect(code('javascript-fetch')).toContain(`body: JSON.stringify({\n    name: 'Boiler 3'\n  })`);
    expect(code('node-axios')).toContain(`data: {\n    name: 'Boiler 3'\n  }`);
    expect(code('go-native')).toContain('payload := strings.NewReader(`{\n\t  "name": "Boiler 3"\n\t}`)');
    expect(code('java-nethttp')).toContain('ofString("""\n        {\n          "name": "Boiler 3"\n        }"""))');
    expect(code('csharp-httpclient')).toContain('new StringContent("""\n        {\n          "name": "Boiler 3"\n        }\n        """)');
    expect(code('php-guzzle')).toContain(`'body' => '{\n    "name": "Boiler 3"\n  }',`);
    expect(code('ruby-native')).toContain(`request.body = '{\n  "name": "Boiler 3"\n}'`);
    expect(code('kotlin-okhttp')).toContain('val body = """\n    {\n      "name": "Boiler 3"\n    }\n    """.trimIndent().toRequestBody(mediaType)');
    expect(code('powershell-restmethod')).toContain(`$body = '{\n  "name": "Boiler 3"\n}'\n$response = Invoke-RestMethod`);
    for (const sample of samples)
      expect({ id: sample.id, lines: sample.code.split('\n').filter((l) => l.includes('"name"') || l.includes('name:')).length }).toEqual({
        id: sample.id,
        lines: 1,
      });
  });

  it('writes the raw HTTP message with the request target and Host from the URL, ending with the blank line when there is no body', () => {
    const get = (url: string): string | undefined =>
      generateCodeSamples({ method: 'GET', url, query: [], headers: [], cookies: [] }).find((s) => s.id === 'http')?.code;
    expect(get('https://api.example.com')).toBe('GET / HTTP/1.1\r\nHost: api.example.com\r\n\r\n');
    expect(get('https://api.example.com:8443/v1/x?y=1')).toBe('GET /v1/x?y=1 HTTP/1.1\r\nHost: api.example.com:8443\r\n\r\n');
  });

  it('writes Node.js with axios as an ES module, the JSON body as an object', () => {
    expect(code('node-axios')).toMatch(/^import axios from 'axios';\n/);
    expect(code('node-axios')).not.toContain('require(');
    expect(code('node-axios')).toContain('await axios.request(options)');
  });

  it('writes Kotlin for OkHttp 4 (extension functions, imports), PowerShell cookies as a header', () => {
    const kotlin = code('kotlin-okhttp');
    expect(kotlin).toMatch(
      /^import okhttp3\.MediaType\.Companion\.toMediaType\nimport okhttp3\.OkHttpClient\nimport okhttp3\.Request\nimport okhttp3\.RequestBody\.Companion\.toRequestBody\n\n/,
    );
    expect(kotlin).toContain('val mediaType = "application/json".toMediaType()');
    expect(kotlin).not.toMatch(/MediaType\.parse|RequestBody\.create/);
    const withCookie = generateCodeSamples({ ...input, cookies: [{ name: 'sid', value: 'a b' }] });
    const powershell = withCookie.find((s) => s.id === 'powershell-restmethod')?.code ?? '';
    expect(powershell).toContain(`$headers.Add("Cookie", 'sid=a%20b')`);
    expect(powershell).not.toContain('WebSession');
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

  it('writes Ruby in single quotes, or double quotes with # escaped; Kotlin with $ escaped', () => {
    expect(stringLiteral('ruby', "it's \\ #{a} #@b")).toBe("'it\\'s \\\\ #{a} #@b'");
    expect(stringLiteral('ruby', '#{a}\n"\u2028')).toBe('"\\#{a}\\n\\"\\u{2028}"');
    expect(stringLiteral('kotlin', '${a} $b "\\')).toBe('"\\${a} \\$b \\"\\\\"');
  });

  it('writes PowerShell in single quotes with every single-quote character doubled, special characters as [char]', () => {
    expect(stringLiteral('powershell', "it's \u2019$x `n")).toBe("'it''s \u2019\u2019$x `n'");
    expect(stringLiteral('powershell', '\u0007a\nb')).toBe("('' + [char]0x0007 + 'a' + [char]0x000A + 'b')");
  });

  it('pretty-prints JSON with two spaces, escaping what a multi-line literal cannot hold', () => {
    expect(prettyJson({ a: ['`$\u2028'] }, '  ', '`$')).toBe('{\n    "a": [\n      "\\u0060\\u0024\\u2028"\n    ]\n  }');
    expect(javascriptLiteral(JSON.parse('{"__proto__": 1, "a-b": [], "c": {}, "d": "it\'s"}'))).toBe(
      "{\n  ['__proto__']: 1,\n  'a-b': [],\n  c: {},\n  d: 'it\\'s'\n}",
    );
  });

  it('escapes line and paragraph separators and the byte-order mark everywhere, and replaces lone surrogates', () => {
    expect(stringLiteral('csharp', '\u2028\u0085\ufeff')).toBe('"\\u2028\\u0085\\uFEFF"');
    expect(stringLiteral('go', 'a\ud800b')).toBe('"a\ufffdb"');
    expect(stringLiteral('java', '\u0007')).toBe('"\\007"');
  });
});

describe('utf8Length', () => {
  it('counts UTF-8 bytes as Buffer does, lone surrogates as U+FFFD', () => {
    for (const text of ['', 'a', '\u00e9', '\u20ac', '\u{1f600}', 'a\r\n\u2028\ufeff', '\ud800x', 'x\udc00'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
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
      { id: 'x-csharp', label: 'C#', language: 'csharp', code: 'var x = 1;', origin: 'document' },
      { id: 'x-php-guzzle', label: 'PHP (Guzzle)', language: 'php', code: '$x = 1;', origin: 'document' },
      { id: 'x-csharp-2', label: 'C#', language: 'csharp', code: 'var y = 2;', origin: 'document' },
      { id: 'x-sample', label: '…', language: 'text', code: 'x', origin: 'document' },
    ]);
  });

  it("reads Redoc's older x-code-samples too", () => {
    expect(customCodeSamples({ 'x-code-samples': [{ lang: 'Shell', source: 'curl x' }] })[0]?.language).toBe('bash');
  });
});
