/** 'Field Engineer – Water Projects' -> 'field-engineer-water-projects': ASCII letters, digits, dashes. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
