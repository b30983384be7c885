/** Types of static-server.cjs for the TypeScript tests. */
export interface StaticServer {
  /** http://127.0.0.1:<port>, without the prefix. */
  readonly url: string;
  readonly pid: number;
  stop(): Promise<void>;
}
export declare function startStaticServer(dir: string, options?: { readonly prefix?: string }): Promise<StaticServer>;
