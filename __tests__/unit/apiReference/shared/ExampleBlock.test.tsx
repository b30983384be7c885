/** @jest-environment node */
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ExampleBlock, readableSize } from '../../../../src/apiReference/shared/ExampleBlock';

describe('ExampleBlock', () => {
  test('a cut example shows its first lines, says how many, and links its whole text (decision 0025)', () => {
    const html = renderToString(
      <ExampleBlock
        example={{
          name: 'default',
          value: '{\n  "a": 1,',
          full: { href: '/docs/api/github/emojis-get/response-200-application-json-default.json', chars: 192_345, lines: 1800, shownLines: 2 },
        }}
      />,
    );
    expect(html).toContain('<code>{\n  &quot;a&quot;: 1,</code>');
    expect(html).toContain('The first 2 of 1800 lines.');
    expect(html).toContain('<a href="/docs/api/github/emojis-get/response-200-application-json-default.json">The whole example (192 KB)</a>');
  });

  test('readableSize', () => {
    expect(readableSize(47_814)).toBe('48 KB');
    expect(readableSize(1_234_567)).toBe('1.2 MB');
  });
});
