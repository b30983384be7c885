/**
 * @jest-environment node
 *
 * One drawing for both colour modes (decision 0025): mermaid's light and dark SVGs of a diagram become
 * one, the dark colours scoped to <html data-theme='dark'>; drawings that are not the same picture are
 * left as two.
 */
import { DARK_MODE_SELECTOR, cssRules, mergeColourModes, svgId } from '../../../../src/node/mdx/colourModes';

/** A drawing as mermaid makes it, in one mode's colours. */
function drawing(id: string, colours: { node: string; text: string; shadow: string; actor: string }, extra = ''): string {
  return [
    `<svg id="${id}" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 200px;" viewBox="0 0 200 100">`,
    `<style>#${id}{font-family:system-ui;font-size:16px;fill:${colours.text};}@keyframes dash{to{stroke-dashoffset:0;}}`,
    `#${id} .node rect,#${id} .node circle{fill:${colours.node};stroke:#9370DB;}#${id} .label{color:${colours.text};}</style>`,
    `<g><marker id="${id}_flowchart-pointEnd"><path d="M 0 0 L 10 5"/></marker>`,
    `<g class="node" id="${id}-flowchart-A-0"><rect x="0" y="0" width="80" height="40" filter="url(#${id}-drop-shadow)"/><text>Site &amp; zone</text></g>`,
    `<circle r="7" fill="${colours.node}" style=""/><g class="actor-man" style="stroke: ${colours.actor};"><line x1="1" y1="2"/></g></g>`,
    `<defs><filter id="${id}-drop-shadow"><feDropShadow dx="4" dy="4" flood-opacity="0.06" flood-color="${colours.shadow}"/></filter></defs>`,
    extra,
    `</svg>`,
  ].join('');
}

const LIGHT = { node: '#ECECFF', text: '#1c1e21', shadow: '#000000', actor: 'rgb(147, 112, 219)' };
const DARK = { node: '#1f2020', text: '#e7e8ea', shadow: '#FFFFFF', actor: 'rgb(204, 204, 204)' };
const gradient = (id: string): string => `<linearGradient id="${id}-gradient"><stop offset="0%" stop-color="#cccccc"/></linearGradient>`;

test('the two drawings become one with one id: the light colours as drawn, the dark ones as rules scoped to the dark mode', () => {
  const merged = mergeColourModes(drawing('mermaid-1-light-0', LIGHT), drawing('mermaid-1-dark-0', DARK, gradient('mermaid-1-dark-0')), 'mermaid-1-0');
  expect(merged).toBeDefined();
  const svg = merged ?? '';
  expect(svgId(svg)).toBe('mermaid-1-0');
  expect(svg).not.toMatch(/-(light|dark)-0/);
  expect(svg.match(/<svg\b/g)).toHaveLength(1);
  // The markers, filters and nodes keep unique ids under the one id.
  expect(svg).toContain('id="mermaid-1-0_flowchart-pointEnd"');
  expect(svg).toContain('filter="url(#mermaid-1-0-drop-shadow)"');
  const style = /<style>([\s\S]*)<\/style>/.exec(svg)?.[1] ?? '';
  const rules = cssRules(style);
  // The light style whole, then only what differs in the dark.
  expect(rules.slice(0, 4)).toEqual([
    '#mermaid-1-0{font-family:system-ui;font-size:16px;fill:#1c1e21;}',
    '@keyframes dash{to{stroke-dashoffset:0;}}',
    '#mermaid-1-0 .node rect,#mermaid-1-0 .node circle{fill:#ECECFF;stroke:#9370DB;}',
    '#mermaid-1-0 .label{color:#1c1e21;}',
  ]);
  expect(rules).toContain(`${DARK_MODE_SELECTOR} #mermaid-1-0{font-family:system-ui;font-size:16px;fill:#e7e8ea;}`);
  expect(rules).toContain(`${DARK_MODE_SELECTOR} #mermaid-1-0 .node rect,${DARK_MODE_SELECTOR} #mermaid-1-0 .node circle{fill:#1f2020;stroke:#9370DB;}`);
  expect(rules.filter((rule) => rule.startsWith('@keyframes'))).toHaveLength(1);
  // Colours written on elements: the light value stays, the dark one is a rule on a class of its own.
  expect(svg).toMatch(/<circle class="(mermaid-1-0-dk\d)" r="7" fill="#ECECFF"/);
  expect(svg).toMatch(/<g class="actor-man (mermaid-1-0-dk\d)" style="stroke: rgb\(147, 112, 219\);"/);
  expect(svg).toMatch(/<feDropShadow class="mermaid-1-0-dk\d" dx="4" dy="4" flood-opacity="0.06" flood-color="#000000"\/>/);
  const circleClass = /<circle class="([^"]+)"/.exec(svg)?.[1];
  expect(rules).toContain(`${DARK_MODE_SELECTOR} #mermaid-1-0 .${circleClass}{fill:#1f2020 !important}`);
  expect(rules).toContain(`${DARK_MODE_SELECTOR} #mermaid-1-0 .${/actor-man ([^"]+)"/.exec(svg)?.[1]}{stroke:rgb(204, 204, 204) !important}`);
  // The dark theme's own gradient comes along, renamed; the text is untouched.
  expect(svg).toContain('<defs><linearGradient id="mermaid-1-0-gradient"><stop offset="0%" stop-color="#cccccc"/></linearGradient></defs></svg>');
  expect(svg).toContain('<text>Site &amp; zone</text>');
  // Smaller than the two together.
  expect(svg.length).toBeLessThan(drawing('mermaid-1-light-0', LIGHT).length + drawing('mermaid-1-dark-0', DARK, gradient('mermaid-1-dark-0')).length);
});

test('the same colours in both drawings need no rule of their own', () => {
  const same = mergeColourModes(
    drawing('m-light-0', LIGHT),
    drawing('m-dark-0', { ...DARK, shadow: LIGHT.shadow, actor: LIGHT.actor, node: LIGHT.node }),
    'm-0',
  );
  expect(same).not.toContain('flood-color:');
  expect(same).not.toContain('-dk');
});

test('an id that ends another (x-1 and x-10) is renamed only where it is whole', () => {
  const light = drawing('m-light-1', LIGHT).replace('</svg>', '<use href="#m-light-10"/></svg>');
  const dark = drawing('m-dark-1', DARK).replace('</svg>', '<use href="#m-dark-10"/></svg>');
  // The two drawings refer to another diagram differently (m-light-10, m-dark-10): not the same picture.
  expect(mergeColourModes(light, dark, 'm-1')).toBeUndefined();
  const merged = mergeColourModes(light, drawing('m-dark-1', DARK).replace('</svg>', '<use href="#m-light-10"/></svg>'), 'm-1');
  expect(merged).toContain('href="#m-light-10"');
  expect(svgId(merged ?? '')).toBe('m-1');
});

test.each([
  ['a coordinate', (svg: string) => svg.replace('width="80"', 'width="81"')],
  ['a text', (svg: string) => svg.replace('Site &amp; zone', 'Site')],
  ['an element', (svg: string) => svg.replace('<line x1="1" y1="2"/>', '<line x1="1" y1="2"/><line x1="3" y1="4"/>')],
  [
    'a non-colour declaration of an element',
    (svg: string) => svg.replace('style="stroke: rgb(204, 204, 204);"', 'style="stroke: rgb(204, 204, 204); opacity: 0.5;"'),
  ],
  ['a gradient both have', (svg: string) => svg.replace('#cccccc', '#dddddd')],
  ['a light rule the dark style does not override whole', (svg: string) => svg.replace('stroke:#9370DB;}', '}')],
  ['a dark at-rule of its own', (svg: string) => svg.replace('</style>', '@media print{#x{fill:red}}</style>')],
])('drawings that differ in %s are not merged', (_name, change) => {
  const light = drawing('m-light-0', LIGHT, gradient('m-light-0'));
  const dark = drawing('m-dark-0', DARK, gradient('m-dark-0'));
  expect(mergeColourModes(light, dark, 'm-0')).toBeDefined();
  expect(mergeColourModes(light, change(dark), 'm-0')).toBeUndefined();
});

test('CSS rules are split at the top level, nested blocks and quoted braces kept whole', () => {
  expect(cssRules('a{b:c}@keyframes k{from{x:0}to{x:1}}d[e="{"]{f:"}"}@import "x";')).toEqual([
    'a{b:c}',
    '@keyframes k{from{x:0}to{x:1}}',
    'd[e="{"]{f:"}"}',
    '@import "x";',
  ]);
});
