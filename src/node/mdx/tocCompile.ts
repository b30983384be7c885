/**
 * Whether an MDX compile is the plugin's table-of-contents compile in `gatsby develop`, whose output
 * is thrown away but for the headings. The plugin's resolver adds a remark plugin that leaves the
 * headings in `file.data.meta.toc`; no other compile has it. The site's rehype plugins (diagrams,
 * highlighting) skip their work in such a compile: the headings are made before them and do not
 * depend on them. In develop, a start then draws and highlights only the pages a browser opens
 * (decision 0027, step 10); a build keeps them (a diagram that does not parse stops it there).
 */
export function onlyForTableOfContents(file: { data?: unknown } | undefined, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.gatsby_executing_command !== 'develop') return false;
  const meta = (file?.data as { meta?: { toc?: unknown } } | undefined)?.meta;
  return meta?.toc !== undefined;
}
