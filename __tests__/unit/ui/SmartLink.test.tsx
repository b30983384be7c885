/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { SmartLink } from '../../../src/ui/SmartLink';

const UI = path.resolve(__dirname, '../../../src/ui');

describe('SmartLink, an external link', () => {
  test('opens in a new tab and says so in a visually hidden span inside the arrow, without an inline svg or a React text separator', () => {
    const html = renderToString(<SmartLink href="https://github.com/x/y">GitHub</SmartLink>);
    // CSS modules' class names are not resolved in unit tests: the span's class is the module's `newTab`.
    expect(html).toMatch(
      /^<a href="https:\/\/github\.com\/x\/y" target="_blank" rel="noopener noreferrer">GitHub<span(?: class="[^"]*")?><span class="visually-hidden"> \(opens in new tab\)<\/span><\/span><\/a>$/,
    );
  });

  test('a mailto: or fragment link gets no arrow and no label', () => {
    expect(renderToString(<SmartLink href="mailto:a@b.c">Mail</SmartLink>)).toBe('<a href="mailto:a@b.c">Mail</a>');
    expect(renderToString(<SmartLink href="#top">Top</SmartLink>)).toBe('<a href="#top">Top</a>');
  });

  test("the arrow is drawn from external-link.svg, the sprite's former path, in a 12 px box over currentColor", () => {
    const css = fs.readFileSync(path.join(UI, 'SmartLink.module.css'), 'utf8');
    expect(css).toContain("mask: url('./external-link.svg') center / 12px 12px no-repeat;");
    expect(css).toMatch(/width: 12px;\s+height: 12px;/);
    expect(css).toContain('background-color: currentColor;');
    const svg = fs.readFileSync(path.join(UI, 'external-link.svg'), 'utf8');
    expect(svg).toContain('viewBox="0 0 24 24"');
    expect(svg).toContain('d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"');
  });
});
