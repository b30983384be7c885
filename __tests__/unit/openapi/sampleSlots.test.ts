/** @jest-environment node */
import { choiceText, encodedBase, fillSlots, slotText, type SampleSlot } from '../../../src/openapi/sampleSlots';
import { generateCodeSamples } from '../../../src/openapi/codeSamples';
import { sampleLanguage } from '../../../src/openapi/sampleLanguages';

describe('sampleSlots: a reader’s choice placed by position (issue 42)', () => {
  it('makes the base absolute and percent-encoded; ? and # stay inside the base; a variable without a value is its name', () => {
    expect(encodedBase('https://a.example/x\\')).toBe('https://a.example/x%5C');
    expect(encodedBase('https://a.example/x\'$(id)"')).toBe('https://a.example/x%27$(id)%22'.replace('$', '%24'));
    expect(encodedBase('/v1/')).toBe('https://api.example.com/v1');
    expect(encodedBase('https://evil.example/x?y=1#z')).toBe('https://evil.example/x%3Fy=1%23z');
    expect(encodedBase('https://{tenant}.example.com/a b\n\u2028')).toBe('https://tenant.example.com/a%20b%0A%E2%80%A8');
  });

  it('splits the base into host and path for raw HTTP; the request target always starts with /', () => {
    expect(choiceText('host', { server: 'https://user@h.example:8443/base/' })).toBe('user@h.example:8443');
    expect(choiceText('basePath', { server: 'https://h.example/base/' })).toBe('/base');
    expect(choiceText('basePath', { server: 'https://h.example' })).toBe('');
    const target = { parts: [{ choice: 'basePath' as const }, ''], requestTarget: true as const, quote: '' };
    expect(slotText('http', target, { server: 'https://h.example' })).toBe('/');
  });

  it('writes the value as the literal the build writes: whole literals with their quotes, values inside a literal escaped for its quote', () => {
    const slot = { parts: [{ choice: 'base' as const }, '/things'], quote: "'" };
    expect(slotText('shell', slot, { server: "https://a.example/it's" })).toBe('https://a.example/it%27s/things');
    expect(slotText('php', { ...slot, whole: true }, { server: 'https://a.example' })).toBe("'https://a.example/things'");
    expect(slotText('ruby', { ...slot, quote: '"', whole: true }, { server: 'https://a.example/#{x}' })).toBe("'https://a.example/%23x/things'");
  });

  it('fills only the slots, in order; slots that overlap or run past the code are an error, never a guess', () => {
    const code = 'A xx B yy C';
    const slots: SampleSlot[] = [
      { at: 2, length: 2, quote: '', parts: [{ choice: 'host' }] },
      { at: 7, length: 2, quote: '', parts: [{ choice: 'basePath' }] },
    ];
    expect(fillSlots(code, 'http', slots, { server: 'https://h.example/p' })).toBe('A h.example B /p C');
    expect(() => fillSlots(code, 'http', [slots[1] as SampleSlot, slots[0] as SampleSlot], { server: 'https://h' })).toThrow(/overlap or run past/);
    expect(() => fillSlots(code, 'http', [{ ...(slots[1] as SampleSlot), length: 9 }], { server: 'https://h' })).toThrow(/overlap or run past/);
  });

  it('every generated sample filled with its defaults is the sample as built; the text that looks like the base elsewhere is never touched', () => {
    const server = 'https://a.example/x\\';
    const samples = generateCodeSamples({
      method: 'POST',
      url: `${server.replace(/\/+$/, '')}/things`,
      server,
      query: [{ name: 'q', value: `${server}'` }],
      headers: [{ name: 'X-Base', value: `${server}"` }],
      cookies: [],
      body: { mediaType: 'application/json', value: { note: `${server}"; id; "`, encoded: 'https://a.example/x%5C' } },
    });
    expect(samples).toHaveLength(12);
    for (const sample of samples) {
      const literals = sampleLanguage(sample.id)?.literals;
      if (!literals || !sample.slots) throw new Error(`${sample.id}: no slots`);
      expect(fillSlots(sample.code, literals, sample.slots, { server })).toBe(sample.code);
      // The body holds the encoded base too, word for word: only the slots change.
      const chosen = fillSlots(sample.code, literals, sample.slots, { server: 'https://b.example' });
      expect({ id: sample.id, kept: chosen.includes('a.example/x%5C') }).toEqual({ id: sample.id, kept: true });
      // One slot where the URL is written; raw HTTP's host and request target.
      expect({ id: sample.id, slots: sample.slots.length }).toEqual({ id: sample.id, slots: sample.id === 'http' ? 2 : 1 });
    }
  });
});
