/**
 * MDX 2 drops a code fence's meta string (```js title="x.js" {1,3}); this rehype plugin keeps it
 * as the `metastring` prop of <code>, where the CodeBlock component reads title and highlighted lines.
 */
interface HastNode {
  type: string;
  tagName?: string;
  data?: { meta?: string };
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visit(node: HastNode): void {
  if (node.type === 'element' && node.tagName === 'code' && node.data?.meta) {
    node.properties = { ...node.properties, metastring: node.data.meta };
  }
  node.children?.forEach(visit);
}

export function rehypeCodeMeta(): (tree: HastNode) => void {
  return (tree) => visit(tree);
}
