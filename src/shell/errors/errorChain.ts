/** The messages of an error and of every `cause` behind it, outermost first (cycles cut). */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && messages.length < 20) {
    seen.add(current);
    if (current instanceof Error) {
      messages.push(`${current.name === 'Error' ? '' : `${current.name}: `}${current.message}`);
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      messages.push(String(current));
      current = undefined;
    }
  }
  return messages;
}
