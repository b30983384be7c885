/** @jest-environment node */
import { reportToDevelopOverlay, structuredOverlayError, type OverlayChannel } from '../../../src/node/developOverlay';

function fakeChannel(): OverlayChannel & { calls: Array<[string, readonly object[] | null]> } {
  const calls: Array<[string, readonly object[] | null]> = [];
  return { calls, emitError: (id, errors) => calls.push([id, errors]) };
}

describe('the develop overlay', () => {
  test('an error becomes the structure the overlay reads: title, whole message, file and position for "Open in Editor"', () => {
    expect(
      structuredOverlayError({
        title: 'The document does not load',
        message: 'Malformed YAML in … at line 3, column 7: …',
        file: '/site/api.yaml',
        line: 3,
        column: 7,
      }),
    ).toEqual({
      level: 'ERROR',
      code: 'FMS',
      text: 'Malformed YAML in … at line 3, column 7: …',
      context: { sourceMessage: 'The document does not load' },
      filePath: '/site/api.yaml',
      location: { start: { line: 3, column: 7 } },
    });
    // A pointer-only error (no line) has no location; a missing column is the line's start.
    expect(structuredOverlayError({ title: 't', message: 'm', file: '/f.json' })).not.toHaveProperty('location');
    expect(structuredOverlayError({ title: 't', message: 'm', line: 2 })).toMatchObject({ location: { start: { line: 2, column: 1 } } });
  });

  test('errors are sent under their id; an empty list clears the id', () => {
    const channel = fakeChannel();
    reportToDevelopOverlay('api x', [{ title: 'a', message: 'b' }], channel);
    reportToDevelopOverlay('api x', [], channel);
    expect(channel.calls).toEqual([
      ['api x', [expect.objectContaining({ text: 'b', context: { sourceMessage: 'a' } })]],
      ['api x', null],
    ]);
  });

  test('outside gatsby develop there is no overlay, and nothing is loaded from Gatsby', () => {
    const before = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = 'build';
    try {
      expect(() => reportToDevelopOverlay('api x', [{ title: 'a', message: 'b' }])).not.toThrow();
      expect(Object.keys(require.cache).some((file) => file.includes('websocket-manager'))).toBe(false);
    } finally {
      if (before === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = before;
    }
  });

  test("in gatsby develop the channel is Gatsby's own websocket manager (an upgrade that moves it fails here, not silently)", () => {
    const before = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = 'develop';
    const { websocketManager } = require('gatsby/dist/utils/websocket-manager') as { websocketManager: { errors: Map<string, unknown> } };
    try {
      reportToDevelopOverlay('fms test', [{ title: 'a', message: 'b' }]);
      expect(websocketManager.errors.get('fms test')).toEqual([expect.objectContaining({ text: 'b' })]);
      reportToDevelopOverlay('fms test', []);
      expect(websocketManager.errors.has('fms test')).toBe(false);
    } finally {
      if (before === undefined) delete process.env.gatsby_executing_command;
      else process.env.gatsby_executing_command = before;
    }
  });
});
