// Jest compiles TypeScript, JSX and the ES modules it is given with SWC (@swc/core, which compiles the
// site's plain sources in `gatsby develop`: src/node/webpack/developTranspile.ts) to CommonJS for Node.
// As babel-jest with babel-preset-gatsby did: jest.mock() calls go above the imports, JSX uses React's
// classic runtime (what Gatsby's babel gives pages and templates), class fields are assigned in the
// constructor and type-only ones dropped, and import() becomes a require().
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { transformSync, version } = require('@swc/core');

/** SWC's options for one file: only these (no .swcrc is read). */
function swcOptions(filename) {
  const typescript = /\.tsx?$/.test(filename);
  return {
    filename,
    swcrc: false,
    configFile: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: filename.endsWith('.tsx') } : { syntax: 'ecmascript', jsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'classic' }, useDefineForClassFields: false, hidden: { jest: true } },
    },
  };
}

const ownText = fs.readFileSync(__filename, 'utf8');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, swcOptions(filename));
    return { code, map };
  },
  getCacheKey(source, filename, { configString }) {
    return createHash('sha1').update([version, ownText, configString, filename, source].join('\0')).digest('hex');
  },
};
