/**
 * Frontmatter rules per kind of MDX file. Invalid frontmatter stops the build with the file, the
 * field and the expected type.
 */
import { z } from 'zod';

const tags = z.array(z.string().min(1)).default([]);

export const docFrontmatterSchema = z.object({
  id: z.string().min(1).optional(),
  title: z.string().min(1),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().startsWith('/', 'a slug starts with "/"').optional(),
  description: z.string().min(1).optional(),
  tags,
});

export const blogFrontmatterSchema = z.object({
  title: z.string().min(1),
  date: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}/, 'a date written YYYY-MM-DD'), z.date()]),
  authors: z.array(z.string().min(1)).min(1, 'at least one author id from content/blog/authors.json'),
  tags,
  description: z.string().min(1),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'a slug is lowercase letters, digits and dashes')
    .optional(),
  draft: z.boolean().default(false),
});

export const pageFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).optional(),
  /** Stand-alone pages show a table of contents of their `##`/`###` headings unless this is true. */
  hide_table_of_contents: z.boolean().optional(),
});

export class FrontmatterError extends Error {
  override name = 'FrontmatterError';
}

function expected(issue: z.ZodIssue): string {
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, received ${issue.received}`;
  return issue.message;
}

export function validateFrontmatter<T extends z.ZodTypeAny>(schema: T, frontmatter: unknown, file: string): z.output<T> {
  const result = schema.safeParse(frontmatter ?? {});
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(frontmatter)'}: ${expected(issue)}`);
  throw new FrontmatterError(`Invalid frontmatter in ${file}:\n${lines.join('\n')}\nFix the field(s) named above.`);
}
