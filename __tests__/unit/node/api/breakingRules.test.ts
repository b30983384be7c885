/** @jest-environment node */
import { isBreaking, keepsMajorVersion } from '../../../../src/node/api/breakingRules';

describe('breakingRules', () => {
  it('a version keeps its major version when the first numbers agree, or a version without one is unchanged', () => {
    expect(keepsMajorVersion('1.0', '1.1')).toBe(true);
    expect(keepsMajorVersion('v1.9', '1.10')).toBe(true);
    expect(keepsMajorVersion('1.1', '2.0')).toBe(false);
    expect(keepsMajorVersion('beta', 'beta')).toBe(true);
    expect(keepsMajorVersion('beta', 'gamma')).toBe(false);
  });

  it('security: an alternative removed or authentication newly demanded breaks, a new alternative does not', () => {
    expect(isBreaking('security-removed', undefined)).toBe(true);
    expect(isBreaking('security-added', undefined)).toBe(true);
    expect(isBreaking('security-added', undefined, { alternative: true })).toBe(false);
    expect(isBreaking('parameter-moved', 'request')).toBe(true);
  });
});
