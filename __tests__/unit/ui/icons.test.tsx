/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { ICONS, ICON_SPRITE_PATH, iconSprite } from '../../../src/ui/icons';
import { Icon } from '../../../src/ui/Icon';

const ROOT = path.resolve(__dirname, '../../..');

describe('the icon sprite', () => {
  test('static/icons.svg is the sprite made from src/ui/icons.ts (regenerate: npx tsx -e "…iconSprite()" after changing an icon)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'static', ICON_SPRITE_PATH), 'utf8')).toBe(iconSprite());
  });

  test('one symbol per icon, named by it, with its view box; colours only from currentColor', () => {
    const sprite = iconSprite();
    for (const [name, icon] of Object.entries(ICONS)) expect(sprite).toContain(`<symbol id="${name}" viewBox="${icon.viewBox}">${icon.body}</symbol>`);
    expect(sprite.match(/<symbol /g)).toHaveLength(Object.keys(ICONS).length);
    expect([...sprite.matchAll(/(?:fill|stroke)="([^"]*)"/g)].map((match) => match[1]).filter((value) => value !== 'currentColor' && value !== 'none')).toEqual(
      [],
    );
  });

  test('an icon is a decorative <svg> that uses its symbol, in about 100 bytes of HTML', () => {
    const html = renderToString(<Icon name="sun" size={22} className="x" />);
    expect(html).toBe('<svg class="x" width="22" height="22" aria-hidden="true"><use href="/icons.svg#sun"></use></svg>');
    expect(renderToString(<Icon name="close" size={14} strokeWidth={3.1} />)).toContain('<use href="/icons.svg#close" stroke-width="3.1"></use>');
  });
});
