/** @jest-environment node */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { linkInlinedStylesheets } from '../../../src/shell/stylesheetLinks';

describe('the stylesheet is linked, not inlined', () => {
  it('replaces Gatsby’s inlined global CSS with a link to the same file and keeps everything else', () => {
    const head = [
      <meta key="m" name="description" content="d" />,
      <style key="s" data-href="/fms/styles.0123abcd.css" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: '.a{color:red}' }} />,
      <style key="own" dangerouslySetInnerHTML={{ __html: '.b{}' }} />,
      <script key="j" dangerouslySetInnerHTML={{ __html: 'x()' }} />,
      'text',
      null,
    ];
    const html = renderToStaticMarkup(<>{linkInlinedStylesheets(head)}</>);
    expect(html).toBe(
      '<meta name="description" content="d"/><link rel="stylesheet" href="/fms/styles.0123abcd.css"/><style>.b{}</style><script>x()</script>text',
    );
    expect(html).not.toContain('color:red');
  });

  it('leaves a style without a file to link to inlined', () => {
    const head = [<style key="s" data-identity="gatsby-global-css" dangerouslySetInnerHTML={{ __html: '.a{}' }} />];
    expect(renderToStaticMarkup(<>{linkInlinedStylesheets(head)}</>)).toBe('<style data-identity="gatsby-global-css">.a{}</style>');
  });
});
