/** A built page: the shell's skip link target plus the given body. */
export function page(body: string): string {
  return `<!DOCTYPE html><html><body><a href="#main-content">Skip</a><main id="main-content">${body}</main></body></html>`;
}
