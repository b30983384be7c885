/** @jest-environment node */
import { buildHarRequest, customCodeSamples, generateCodeSamples } from '../../../src/openapi/codeSamples';

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

  it('produces curl, JavaScript (fetch), Python (requests) and C# (HttpClient), in that order', () => {
    expect(samples.map((s) => [s.id, s.label, s.language])).toEqual([
      ['curl', 'curl', 'bash'],
      ['javascript-fetch', 'JavaScript', 'javascript'],
      ['python-requests', 'Python', 'python'],
      ['csharp-httpclient', 'C#', 'csharp'],
    ]);
  });

  it('puts the method, URL, headers and body in each', () => {
    const curl = samples[0]?.code ?? '';
    expect(curl).toContain('--request POST');
    expect(curl).toContain('https://api.example.com/api/assets?dryRun=true');
    expect(curl).toContain("--header 'Content-Type: application/json'");
    expect(curl).toContain('Boiler 3');
    expect(samples[1]?.code).toContain("method: 'POST'");
    expect(samples[2]?.code).toContain('requests.post(');
    expect(samples[3]?.code).toContain('HttpMethod.Post');
  });
});

describe('buildHarRequest', () => {
  it('lets httpsnippet write multipart and form Content-Types itself and marks files', () => {
    const har = buildHarRequest({ ...input, headers: [], body: { mediaType: 'multipart/form-data', value: { file: '', note: 'hi' }, fileFields: ['file'] } });
    expect(har.headers).toEqual([]);
    expect(har.postData).toEqual({ mimeType: 'multipart/form-data', params: [{ name: 'file', fileName: 'file.bin' }, { name: 'note', value: 'hi' }] });
  });

  it('sends a non-JSON string body as it is', () => {
    const har = buildHarRequest({ ...input, body: { mediaType: 'text/plain', value: 'hello' } });
    expect(har.postData).toEqual({ mimeType: 'text/plain', text: 'hello' });
  });
});

describe('customCodeSamples', () => {
  it('maps x-codeSamples to samples with highlighter languages', () => {
    expect(
      customCodeSamples({
        'x-codeSamples': [{ lang: 'C#', source: 'var x = 1;\n' }, { lang: 'PHP', label: 'PHP (Guzzle)', source: '$x = 1;' }, { lang: 'Go' }],
      }),
    ).toEqual([
      { id: 'x-0', label: 'C#', language: 'csharp', code: 'var x = 1;' },
      { id: 'x-1', label: 'PHP (Guzzle)', language: 'php', code: '$x = 1;' },
    ]);
  });

  it("reads Redoc's older x-code-samples too", () => {
    expect(customCodeSamples({ 'x-code-samples': [{ lang: 'Shell', source: 'curl x' }] })[0]?.language).toBe('bash');
  });
});
