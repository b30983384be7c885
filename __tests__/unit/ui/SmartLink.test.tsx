/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { SmartLink } from '../../../src/ui/SmartLink';

const UI = path.resolve(__dirname, '../../../src/ui');

describe('SmartLink, an external link', () => {
  test('opens in a new tab and says so in a visually hidden span beside the arrow, without a React text separator', () => {
    const html = renderToString(<SmartLink href="https://github.com/x/y">GitHub</SmartLink>);
    // CSS modules' class names are not resolved in unit tests: the span's class is the module's `newTab`.
    expect(html).toMatch(
      /^<a href="https:\/\/github\.com\/x\/y" target="_blank" rel="noopener noreferrer">GitHub<span(?: class="[^"]*")?><svg width="12" height="12" aria-hidden="true"><use href="#fms-icon-external-link"><\/use><\/svg><span class="visually-hidden"> \(opens in new tab\)<\/span><\/span><\/a>$/,
    );
  });

  test('a mailto: or fragment link gets no arrow and no label', () => {
    expect(renderToString(<SmartLink href="mailto:a@b.c">Mail</SmartLink>)).toBe('<a href="mailto:a@b.c">Mail</a>');
    expect(renderToString(<SmartLink href="#top">Top</SmartLink>)).toBe('<a href="#top">Top</a>');
  });

  test("the arrow is the sprite's symbol, 12 px, in the link's colour: no SVG file to load (decision 0026, eleventh pass)", () => {
    const css = fs.readFileSync(path.join(UI, 'SmartLink.module.css'), 'utf8');
    expect(css).not.toMatch(/url\(/);
    expect(css).toMatch(/\.newTab svg \{[^}]*opacity: 0\.8;/);
  });
});
