/**
 * Production CSS module class names as short content hashes ('Sidebar-module--link--40fa9' becomes
 * 'a1B2c3'). Gatsby's default names were a third of an operation page's HTML (2,092 class names,
 * 66 KB on create-asset) and are repeated in every page's inlined stylesheet. Development keeps the
 * readable names. Both the browser and the server-rendering bundle go through css-loader with the
 * same options, so class names agree between the HTML and the JavaScript.
 */
import type { Configuration, RuleSetRule } from 'webpack';

export const SHORT_CLASS_NAME = '[hash:base64:6]';

type LoaderOptions = { modules?: unknown } & Record<string, unknown>;

function isCssLoader(use: unknown): use is { loader: string; options: LoaderOptions } {
  return (
    typeof use === 'object' &&
    use !== null &&
    typeof (use as { loader?: unknown }).loader === 'string' &&
    /[\\/]css-loader[\\/]/.test((use as { loader: string }).loader) &&
    typeof (use as { options?: unknown }).options === 'object'
  );
}

/** Rewrites css-loader's module naming in place; returns how many loaders it changed. */
export function shortenCssModuleClassNames(config: Configuration): number {
  let changed = 0;
  const visit = (rules: readonly unknown[] | undefined): void => {
    for (const rule of rules ?? []) {
      if (typeof rule !== 'object' || rule === null) continue;
      const { oneOf, rules: nested, use } = rule as RuleSetRule;
      visit(oneOf as unknown[] | undefined);
      visit(nested as unknown[] | undefined);
      for (const item of Array.isArray(use) ? (use as unknown[]) : []) {
        if (!isCssLoader(item)) continue;
        const modules = item.options.modules;
        if (typeof modules !== 'object' || modules === null) continue;
        item.options.modules = { ...(modules as Record<string, unknown>), localIdentName: SHORT_CLASS_NAME };
        changed += 1;
      }
    }
  };
  visit(config.module?.rules as unknown[] | undefined);
  return changed;
}
