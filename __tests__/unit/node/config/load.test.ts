/**
 * @jest-environment node
 *
 * The settings for this build: a preview (issue 28) is any Netlify deploy context but production, or
 * the `preview` setting on another host; production and local builds keep the settings as they are.
 */
import { loadSiteSettings, withDeployContext } from '../../../../src/node/config/load';
import { validateSettings } from '../../../../src/node/config/validate';
import { siteSettings } from '../../../../src/config/settings';

const settings = validateSettings(siteSettings);

test('Netlify: a deploy preview, a branch deploy or dev is a preview; production is not', () => {
  expect(settings.preview).toBe(false);
  for (const context of ['deploy-preview', 'branch-deploy', 'dev', 'staging']) {
    expect({ context, preview: withDeployContext(settings, { CONTEXT: context }).preview }).toEqual({ context, preview: true });
  }
  expect(withDeployContext(settings, { CONTEXT: 'production' })).toBe(settings);
  expect(withDeployContext(settings, {})).toBe(settings);
  expect(withDeployContext(settings, { CONTEXT: ' ' })).toBe(settings);
});

test('a preview keeps every other setting, the production URL the canonical links name included', () => {
  const preview = withDeployContext(settings, { CONTEXT: 'deploy-preview' });
  expect({ ...preview, preview: false }).toEqual(settings);
  expect(preview.url).toBe(settings.url);
  expect(loadSiteSettings({ CONTEXT: 'branch-deploy' }).preview).toBe(true);
  expect(loadSiteSettings({ CONTEXT: 'production' }).preview).toBe(false);
});

test("another host: the preview setting says so, and Netlify's production context does not undo it", () => {
  const set = validateSettings({ ...siteSettings, preview: true });
  expect(set.preview).toBe(true);
  expect(withDeployContext(set, { CONTEXT: 'production' }).preview).toBe(true);
  expect(() => validateSettings({ ...siteSettings, preview: 'yes' } as unknown as typeof siteSettings)).toThrow(/preview/);
});
