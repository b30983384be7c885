/**
 * Percent-encoding for the URLs of the request samples: used by the build when it writes a sample
 * (`codeSamples.ts`) and by the page when a reader's choice is placed into one (`sampleSlots.ts`),
 * so both encode a URL the same way. Pure and dependency-free (it is in the operation page's bundle).
 */

/** Percent-encodes everything but A-Z a-z 0-9 - . _ ~ (RFC 3986 unreserved), as UTF-8. */
export function strictEncode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, (c, i: number, s: string) => (isPaired(s, i) ? c : '\ufffd'))).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function isPaired(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code <= 0xdbff) return (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
  return (text.charCodeAt(index - 1) & 0xfc00) === 0xd800;
}

/**
 * A URL from the document (server + path) with every character outside a small safe set
 * percent-encoded: letters, digits, - . _ ~ : / ? # [ ] @ ! & ( ) * + , ; = and valid %XX escapes
 * stay. None of these needs quoting inside a string literal of any sample language.
 */
export function encodeUrl(url: string): string {
  return url.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?#[\]@!&()*+,;=%]+/g, (chunk) => strictEncode(chunk));
}
