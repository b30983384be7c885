import * as React from 'react';
import { render } from '@testing-library/react';
import { NavbarBrand } from '../../../../src/shell/navbar/NavbarBrand';
import { settings } from '../../../../src/config/resolved';

describe('NavbarBrand', () => {
  test('with a dark variant, both logos load lazily: the one the colour mode hides is never fetched (decision 0026)', () => {
    const logo = settings.navbar.logo;
    expect(logo?.srcDark).toBeTruthy();
    const { container } = render(<NavbarBrand />);
    const images = [...container.querySelectorAll('img')];
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('loading')])).toEqual([
      [logo?.src, 'lazy'],
      [logo?.srcDark, 'lazy'],
    ]);
  });
});
