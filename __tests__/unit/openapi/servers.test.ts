/** @jest-environment node */
import { sampleBase, serverUrlWith, SERVER_SAMPLE_ORIGIN } from '../../../src/openapi/servers';
import { SAMPLE_ORIGIN } from '../../../src/openapi/requestSample';

const server = {
  url: 'https://{tenant}.{region}.example.com/{version}/{tenant}',
  variables: [{ name: 'region', default: 'eu', enum: ['eu', 'us'] }, { name: 'tenant', default: 'acme' }, { name: 'version' }],
};

describe('server URLs with variables', () => {
  it('uses the defaults; a variable without a default stays as written; one used twice is replaced in both places', () => {
    expect(serverUrlWith(server)).toBe('https://acme.eu.example.com/{version}/acme');
  });

  it("uses the reader's values: an enum value, a text value, a value for a variable without a default", () => {
    expect(serverUrlWith(server, { region: 'us', tenant: 'globex', version: 'v2' })).toBe('https://globex.us.example.com/v2/globex');
    // An empty field falls back to the default.
    expect(serverUrlWith(server, { tenant: '' })).toBe('https://acme.eu.example.com/{version}/acme');
  });

  it('makes the base the samples use: absolute, no trailing slash', () => {
    expect(sampleBase('https://api.fms.example.com/v1/')).toBe('https://api.fms.example.com/v1');
    expect(sampleBase('/api')).toBe(`${SAMPLE_ORIGIN}/api`);
    // A variable without a value is written as its name, as the path's undeclared parameters are.
    expect(sampleBase('https://{tenant}.example.com/{version}/')).toBe('https://tenant.example.com/version');
    expect(SERVER_SAMPLE_ORIGIN).toBe(SAMPLE_ORIGIN);
  });
});
