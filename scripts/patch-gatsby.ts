/**
 * `postinstall`: applies src/node/gatsbyPatches.ts's edits to the installed Gatsby and
 * gatsby-source-filesystem (decisions 0027, steps 16, 18, 19, 20 and 21, and 0026, seventh pass: the node batch's wait, the inference
 * metadata of develop's schema builds and the builds skipped when the schema would not change, the file
 * watcher waiting for a write to finish, the types not written again, an MDX edit's bundle compiled before createPages; 0024, seventh step: the compiled gatsby-* files kept, the HTML rendered by the
 * query worker). Prints what it changed; a file already patched is left alone
 * (one patched by an earlier version of a patch is patched again); a package whose text differs fails
 * the install, naming the file.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { applyPatches, GATSBY_PATCHES } from '../src/node/gatsbyPatches';

const resolve = createRequire(path.resolve('package.json')).resolve;
for (const name of [...new Set(GATSBY_PATCHES.map((patch) => patch.package))]) {
  const dir = path.dirname(resolve(`${name}/package.json`));
  const changed = applyPatches(
    dir,
    GATSBY_PATCHES.filter((patch) => patch.package === name),
  );
  console.log(
    changed.length ? `Patched ${name} (src/node/gatsbyPatches.ts): ${changed.join(', ')}` : `${name}: its patches (src/node/gatsbyPatches.ts) already applied`,
  );
}
