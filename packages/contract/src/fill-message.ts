/** Values a text's `{{name}}` marks stand for. */
export type MessageParams = Record<string, string | number>;

/** A text with its `{{name}}` marks replaced by the values given; marks without a value stay. */
export function fillMessage(template: string, values: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
