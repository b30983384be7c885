/** The part of swagger2openapi (which ships no types) that `load.ts` uses. */
declare module 'swagger2openapi' {
  export interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    direct?: boolean;
    text?: string;
    source?: string;
  }
  export function convertObj(swagger: object, options: ConvertOptions & { direct: true }): Promise<object>;
}
