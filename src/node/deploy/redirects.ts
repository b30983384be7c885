/**
 * SPEC §2: "A trailing .html or /index.html is removed before the path is matched." Netlify's redirect
 * rules cannot match a suffix (a splat only ends a rule), so there is one pair of rules per page,
 * generated from the built pages. The `!` forces the rule although `/route/index.html` exists as a file.
 */

/** Routes of the built pages that may be redirected to: not the not-found page. */
export function redirectableRoutes(routes: readonly string[]): string[] {
  return [...new Set(routes)].filter((route) => route !== '/404' && route !== '/404.html').sort();
}

/** `_redirects` lines: `/route/index.html` and `/route.html` → `/route` (the home page: `/index.html` → `/`). */
export function htmlRedirectRules(routes: readonly string[], prefix = ''): string[] {
  const rules: string[] = [];
  for (const route of redirectableRoutes(routes)) {
    if (route === '/') {
      rules.push(`${encodeURI(`${prefix}/index.html`)}  ${encodeURI(`${prefix}/`)}  301!`);
      continue;
    }
    const to = encodeURI(`${prefix}${route}`);
    rules.push(`${encodeURI(`${prefix}${route}/index.html`)}  ${to}  301!`);
    rules.push(`${encodeURI(`${prefix}${route}.html`)}  ${to}  301!`);
  }
  return rules;
}

/**
 * `_redirects` lines: an unknown path under `/<locale>/` gets that locale's not-found page, with
 * status 404 (the host's own fallback, `/404.html`, is in the default language). Without `!` a rule
 * applies only where no file exists. Only for locales whose not-found page was built.
 */
export function localeNotFoundRules(locales: readonly string[], routes: readonly string[], prefix = ''): string[] {
  return locales
    .filter((locale) => routes.includes(`/${locale}/404`))
    .map((locale) => `${encodeURI(`${prefix}/${locale}`)}/*  ${encodeURI(`${prefix}/${locale}/404`)}  404`);
}

export const GENERATED_RULES_MARKER = "# Generated at build time by src/node/deploy: .html and /index.html removed (SPEC §2); each locale's not-found page";

/** The static `_redirects` (hand-written rules, kept first: the first matching rule wins) plus the generated rules. */
export function redirectsFile(staticRules: string, generated: readonly string[]): string {
  const head = staticRules.split(GENERATED_RULES_MARKER)[0].trimEnd();
  return `${head ? `${head}\n\n` : ''}${GENERATED_RULES_MARKER}\n${generated.join('\n')}\n`;
}
