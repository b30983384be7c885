/**
 * The shipped site, as built into public/ by `gatsby build`, has no broken internal link or anchor,
 * whatever the severity settings say (SPEC §2 lets broken links pass silently; the site itself must
 * still have none).
 */
import fs from 'node:fs';
import path from 'node:path';
import { checkBuiltSite } from '../../src/build/checks/htmlLinks';
import { siteSettings } from '../../src/config/settings';

const publicDir = path.resolve(__dirname, '../../public');

describe('the shipped site (public/)', () => {
  it('has been built', () => {
    expect(fs.existsSync(path.join(publicDir, 'index.html'))).toBe(true);
  });

  it('has no broken internal links and no broken anchors', () => {
    const findings = checkBuiltSite({ publicDir, siteUrl: siteSettings.url });
    expect(findings.map((finding) => finding.message)).toEqual([]);
  });
});
