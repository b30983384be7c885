/** @jest-environment node */
import { DIAGRAM_MIN_SCALE, withReadableMinimum } from '../../../../src/node/mdx/readableDiagram';

describe('withReadableMinimum', () => {
  test("mermaid's root style gets a min-width at the readable scale of the viewBox width", () => {
    const svg = '<svg id="m-light-0" width="100%" style="max-width: 2283.859375px;" viewBox="0 0 2283.859375 527" role="graphics-document document"><g/></svg>';
    const result = withReadableMinimum(svg);
    expect(result.minWidth).toBe(Math.round(2283.859375 * DIAGRAM_MIN_SCALE));
    expect(result.svg).toBe(
      `<svg id="m-light-0" width="100%" style="max-width: 2283.859375px; min-width: ${result.minWidth}px;" viewBox="0 0 2283.859375 527" role="graphics-document document"><g/></svg>`,
    );
    // Labels drawn at 16 px stay above 10 px.
    expect(16 * DIAGRAM_MIN_SCALE).toBeGreaterThanOrEqual(10);
  });

  test('an SVG without a style gets one; only the root element is touched', () => {
    const svg = '<svg viewBox="-8 -8 400 300"><svg viewBox="0 0 10 10" style="x"/></svg>';
    expect(withReadableMinimum(svg).svg).toBe('<svg style="min-width: 260px;" viewBox="-8 -8 400 300"><svg viewBox="0 0 10 10" style="x"/></svg>');
  });

  test('without a usable viewBox the SVG is kept as it is', () => {
    for (const svg of ['<svg width="10"/>', '<svg viewBox="0 0 0 10"/>', 'no svg']) expect(withReadableMinimum(svg)).toEqual({ svg });
  });
});
