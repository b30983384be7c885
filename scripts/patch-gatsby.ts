/**
 * `postinstall`: applies src/node/gatsbyPatches.ts's edits to the installed Gatsby (decision 0027,
 * step 16: the node batch's wait and the inference metadata of develop's schema builds). Prints what
 * it changed; a file already patched is left alone; a Gatsby whose text differs fails the install,
 * naming the file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyPatches } from '../src/node/gatsbyPatches';

const gatsbyDir = path.dirname(createRequire(path.resolve('package.json')).resolve('gatsby/package.json'));
const changed = applyPatches(gatsbyDir);
console.log(changed.length ? `Patched gatsby (decision 0027, step 16): ${changed.join(', ')}` : 'gatsby: patches of decision 0027 (step 16) already applied');
