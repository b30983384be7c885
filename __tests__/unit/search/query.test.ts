/** @jest-environment node */
import { indexTerms, parseQuery } from '../../../src/search/query';

const texts = (query: string): string[] => parseQuery(query).words.map((w) => w.text);

describe('the query parser', () => {
  test('a method before a path is the method of that path, in any case', () => {
    expect(parseQuery('PUT /assets/{assetId}/status')).toMatchObject({ method: 'PUT', path: '/assets/{assetId}/status' });
    expect(parseQuery('  put  /assets/{id} ')).toMatchObject({ raw: 'put  /assets/{id}', method: 'PUT', path: '/assets/{id}' });
    // A word that is not a method, or a method not right before the path, is a word.
    expect(parseQuery('update /assets/{id}').method).toBeUndefined();
    expect(parseQuery('put the /assets/{id}').method).toBeUndefined();
    expect(parseQuery('QUERY /search').method).toBe('QUERY');
  });

  test('a full URL or a part of a path is read as a path: no scheme, host, query string or fragment', () => {
    expect(parseQuery('https://fms-portal.example.com/api/assets/42/status?verbose=1#top').path).toBe('/api/assets/42/status');
    expect(parseQuery('GET https://host.example/api/assets')).toMatchObject({ method: 'GET', path: '/api/assets' });
    expect(parseQuery('qr/recreate').path).toBe('qr/recreate');
    expect(parseQuery('asset status').path).toBeUndefined();
  });

  test('an operationId is one word as typed for the ranking, split the way the index splits words for the full text', () => {
    expect(parseQuery('recreateQrForAsset')).toMatchObject({ raw: 'recreateQrForAsset', words: [{ text: 'recreateqrforasset', exact: false }] });
    expect(texts('recreate-qr-for-asset')).toEqual(['recreate', 'qr', 'for', 'asset']);
    expect(indexTerms('Assets: {assetId}/status_code')).toEqual(['assets', 'assetid', 'status_code']);
  });

  test('quoted phrases are kept whole and their words are never corrected; an unclosed quote runs to the end', () => {
    const parsed = parseQuery('"Work  order status" sheduled');
    expect(parsed.phrases).toEqual(['work order status']);
    expect(parsed.words).toEqual([
      { text: 'work', exact: true },
      { text: 'order', exact: true },
      { text: 'status', exact: true },
      { text: 'sheduled', exact: false },
    ]);
    expect(parseQuery('"zoens').phrases).toEqual(['zoens']);
    expect(parseQuery('""').phrases).toEqual([]);
  });

  test('the words of a method and path are exact (pasted, not typed); each word is looked up once', () => {
    expect(parseQuery('PUT /assets/{assetId}/status').words).toEqual([
      { text: 'put', exact: true },
      { text: 'assets', exact: true },
      { text: 'assetid', exact: true },
      { text: 'status', exact: true },
    ]);
    expect(texts('status Status STATUS')).toEqual(['status']);
  });
});
