/** markdown-it-task-lists ships no types; `markdown.ts` uses its plugin with these options. */
declare module 'markdown-it-task-lists' {
  import type { PluginWithOptions } from 'markdown-it';

  interface TaskListsOptions {
    /** Clickable checkboxes (default false: disabled). */
    enabled?: boolean;
    /** Wrap the checkbox and the item's text in a `<label>`. */
    label?: boolean;
    /** Put the label after the checkbox, tied by a random id, instead of around it. */
    labelAfter?: boolean;
  }
  const taskLists: PluginWithOptions<TaskListsOptions>;
  export default taskLists;
}
