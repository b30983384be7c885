/**
 * A CSS order conflict stops the production build (docs/decisions/0024-build-speed.md).
 *
 * Gatsby puts all CSS into one stylesheet. mini-css-extract-plugin must then find one order of the
 * CSS modules that agrees with the import order of every page; when two pages import two modules in
 * opposite orders it picks one and warns "Conflicting order", and whichever rule comes last wins on
 * the pages that expected the other: a correctness risk, not noise. The build used to print 16 such
 * warnings, all from the stand-alone MDX page template importing the table of contents before the MDX
 * components; fixed at the cause, and this plugin keeps it fixed by turning the warning into an error
 * that names the modules.
 */
import type { Compiler, WebpackError, WebpackPluginInstance } from 'webpack';

const CONFLICT = /Conflicting order/;

export class CssOrderConflictsAreErrors implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap('CssOrderConflictsAreErrors', (compilation) => {
      const conflicts = compilation.warnings.filter((warning: WebpackError) => CONFLICT.test(warning.message));
      if (conflicts.length === 0) return;
      compilation.warnings = compilation.warnings.filter((warning: WebpackError) => !CONFLICT.test(warning.message));
      compilation.errors.push(...conflicts);
    });
  }
}
