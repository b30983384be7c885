/**
 * A stand-in for Gatsby's reporter: each method is a jest mock that also records its messages, so a
 * test can assert on calls or on the messages; the methods named in `throwOn` throw the message
 * instead, for code that must never reach them.
 */
type Method = 'info' | 'warn' | 'error' | 'panicOnBuild';

export type ReporterMock = Record<Method, jest.Mock<void, [string]>>;

export interface FakeReporter extends Readonly<Record<Method, string[]>> {
  readonly reporter: ReporterMock;
}

export function fakeReporter(options: { throwOn?: readonly Method[] } = {}): FakeReporter {
  const messages: Record<Method, string[]> = { info: [], warn: [], error: [], panicOnBuild: [] };
  const method = (name: Method): jest.Mock<void, [string]> =>
    jest.fn((message: string): void => {
      if (options.throwOn?.includes(name)) throw new Error(message);
      messages[name].push(message);
    });
  return { ...messages, reporter: { info: method('info'), warn: method('warn'), error: method('error'), panicOnBuild: method('panicOnBuild') } };
}
