import * as React from 'react';
import { render } from '@testing-library/react';
import { NavbarBrand } from '../../../../src/shell/navbar/NavbarBrand';
import { settings } from '../../../../src/config/resolved';

describe('NavbarBrand', () => {
  test("the shipped logos are the page's own symbols, no image files: no SVG document built while the page loads (decision 0026)", () => {
    const logo = settings.navbar.logo;
    expect(logo?.srcDark).toBeTruthy();
    const { container } = render(<NavbarBrand />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    const logos = [...container.querySelectorAll('svg')];
    expect(logos.map((svg) => [svg.querySelector('use')?.getAttribute('href'), svg.getAttribute('width'), svg.getAttribute('aria-hidden')])).toEqual([
      ['#fms-logo-1', String(logo?.width), 'true'],
      ['#fms-logo-2', String(logo?.width), 'true'],
    ]);
  });
});
