/** Issue 46: one deprecated mark for every place that shows one, each keeping its word and look. */
import * as React from 'react';
import { render } from '@testing-library/react';
import { DeprecatedMark } from '../../../src/ui/DeprecatedMark';

describe('DeprecatedMark', () => {
  // Class names are not checked: the unit tests map CSS modules to an empty object.
  it("says the word as text: in a span beside the name, or as a schema tree row's class-less flag", () => {
    const markup = (element: React.ReactElement): string => render(element).container.innerHTML;
    expect(markup(<DeprecatedMark word="search.result.deprecated" />)).toBe('<span>deprecated</span>');
    expect(markup(<DeprecatedMark word="api.index.deprecated" look="plain" />)).toBe('<span>Deprecated</span>');
    expect(markup(<DeprecatedMark word="api.schema.deprecated" look="flag" />)).toBe('<i>deprecated</i>');
  });
});
