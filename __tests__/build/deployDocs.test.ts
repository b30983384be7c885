/**
 * The README's "Deploying" section (issue 10) stays true to the build: it covers Netlify, any other
 * static host and a CDN in front, and every file it tells a host to use is in public/.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');

function deployingSection(): string {
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Deploying\n');
  if (start < 0) throw new Error('README.md has no "## Deploying" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe('README: Deploying', () => {
  test('covers Netlify (netlify.toml), any other static host and a CDN in front', () => {
    const section = deployingSection();
    expect(section).toMatch(/\*\*Netlify\*\*.*`netlify\.toml`/s);
    expect(section).toMatch(/\*\*Any other static host\*\*/);
    expect(section).toMatch(/\*\*Behind a CDN\*\*/);
    for (const topic of [/redirect `\.html` and `\/index\.html`/i, /`404\.html`\s+with status 404/, /`_headers\.json`/, /immutable/, /purge/i]) {
      expect(section).toMatch(topic);
    }
    expect(fs.existsSync(path.join(root, 'netlify.toml'))).toBe(true);
  });

  test('every file its table names is in the build (public/)', () => {
    const rows = deployingSection()
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const files = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([^`]+)`/g)].map((match) => match[1]));
    expect(files).toEqual(expect.arrayContaining(['_headers', '_headers.json', '_redirects', '404.html', 'sitemap.xml', 'robots.txt']));
    expect(files.filter((file) => !fs.existsSync(path.join(publicDir, file)))).toEqual([]);
  });
});
