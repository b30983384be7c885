import { STRING_MODULES, translate } from '../../../src/strings';

describe('translate', () => {
  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translate('heading.directLink', { heading: 'Fields' })).toBe('Direct link to Fields');
    expect(translate('search.status.hint')).toContain('/assets/{assetId}');
    expect(translate('api.overview.operationCount', { count: 3 })).toBe('3 operations');
  });

  it('every id is declared in one module only, so no feature silently overrides another', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [module, strings] of Object.entries(STRING_MODULES)) {
      for (const id of Object.keys(strings)) {
        const other = seen.get(id);
        if (other) clashes.push(`${id} in ${other} and ${module}`);
        seen.set(id, module);
      }
    }
    expect(seen.size).toBeGreaterThan(150);
    expect(clashes).toEqual([]);
  });
});
