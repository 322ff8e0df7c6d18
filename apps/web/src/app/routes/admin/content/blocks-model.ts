import {
  contentBlockTypes,
  type AdminContentBlock,
  type ContentBlockInput,
  type ContentBlockType,
  type PageBlock,
} from '@app/contract';

/**
 * The block editor's state: the page's ordered blocks, each with its English and its
 * Dutch fields. Lists inside a block (questions, team members) hold the same items in both
 * languages; pictures, links and names are one value written to both.
 */

export type Language = 'en' | 'nl';
export type Fields = Record<string, unknown>;
export type Item = Record<string, string>;

export interface EditorBlock {
  /** Keeps React's rows apart while blocks move. */
  key: string;
  type: string;
  en: Fields;
  nl: Fields;
}

/** A field of a block (or of an item in its list), as the editor shows it. */
export interface FieldSpec {
  name: string;
  kind: 'text' | 'textarea' | 'rich' | 'image';
  /** One value for both languages. */
  shared?: boolean;
  required?: boolean;
  max: number;
}

export interface BlockSpec {
  fields: FieldSpec[];
  /** A list of items inside the block. */
  list?: { name: 'items' | 'members'; fields: FieldSpec[] };
}

const heading: FieldSpec = { name: 'heading', kind: 'text', max: 200 };

export const blockSpecs: Record<ContentBlockType, BlockSpec> = {
  hero: {
    fields: [
      { ...heading, required: true },
      { name: 'subheading', kind: 'textarea', max: 500 },
      { name: 'background_image', kind: 'image', shared: true, max: 200 },
      { name: 'button_text', kind: 'text', max: 60 },
      { name: 'button_url', kind: 'text', shared: true, max: 500 },
    ],
  },
  rich_text: { fields: [{ name: 'content', kind: 'rich', required: true, max: 50_000 }] },
  image: {
    fields: [
      { name: 'image', kind: 'image', shared: true, required: true, max: 200 },
      { name: 'alt_text', kind: 'text', max: 300 },
    ],
  },
  faq_list: {
    fields: [heading],
    list: {
      name: 'items',
      fields: [
        { name: 'question', kind: 'text', required: true, max: 300 },
        { name: 'answer', kind: 'textarea', required: true, max: 5000 },
      ],
    },
  },
  team_members: {
    fields: [heading],
    list: {
      name: 'members',
      fields: [
        { name: 'name', kind: 'text', shared: true, required: true, max: 100 },
        { name: 'position', kind: 'text', max: 100 },
        { name: 'bio', kind: 'textarea', max: 1000 },
        { name: 'image_url', kind: 'image', shared: true, max: 200 },
      ],
    },
  },
  contact_form: { fields: [heading] },
};

export const isKnownType = (type: string): type is ContentBlockType =>
  (contentBlockTypes as readonly string[]).includes(type);

let made = 0;
const nextKey = () => `block-${++made}`;

const itemsOf = (fields: Fields, name: string): Item[] =>
  Array.isArray(fields[name])
    ? (fields[name] as unknown[]).map((item) =>
        item && typeof item === 'object'
          ? Object.fromEntries(
              Object.entries(item).filter(([, value]) => typeof value === 'string'),
            )
          : {},
      )
    : [];

/** The stored fields of one language: texts kept, lists made equally long in both. */
function readFields(type: string, data: Fields, other: Fields): Fields {
  if (!isKnownType(type)) return data;
  const spec = blockSpecs[type];
  const fields: Fields = {};
  for (const field of spec.fields) {
    const value = data[field.name];
    fields[field.name] = typeof value === 'string' ? value : '';
  }
  if (spec.list) {
    const own = itemsOf(data, spec.list.name);
    const length = Math.max(own.length, itemsOf(other, spec.list.name).length);
    fields[spec.list.name] = Array.from({ length }, (_, index) => own[index] ?? {});
  }
  return fields;
}

/** Blocks from the API (a draft or the published ones); a block without Dutch starts from English. */
export function toEditorBlocks(blocks: AdminContentBlock[]): EditorBlock[] {
  return blocks.map((block) => {
    const nl = block.data_nl ?? block.data;
    return {
      key: nextKey(),
      type: block.type,
      en: readFields(block.type, block.data, nl),
      nl: readFields(block.type, nl, block.data),
    };
  });
}

export function newBlock(type: ContentBlockType): EditorBlock {
  const spec = blockSpecs[type];
  const fields = (): Fields => ({
    ...Object.fromEntries(spec.fields.map((field) => [field.name, ''])),
    ...(spec.list ? { [spec.list.name]: [{}] } : {}),
  });
  return { key: nextKey(), type, en: fields(), nl: fields() };
}

/** Sets a block field; a shared field is set in both languages. */
export function setField(
  block: EditorBlock,
  field: FieldSpec,
  language: Language,
  value: string,
): EditorBlock {
  const languages: Language[] = field.shared ? ['en', 'nl'] : [language];
  const next = { ...block };
  for (const lang of languages) next[lang] = { ...block[lang], [field.name]: value };
  return next;
}

/** Sets a field of the list's item `index`; a shared field in both languages. */
export function setItemField(
  block: EditorBlock,
  list: string,
  index: number,
  field: FieldSpec,
  language: Language,
  value: string,
): EditorBlock {
  const languages: Language[] = field.shared ? ['en', 'nl'] : [language];
  const next = { ...block };
  for (const lang of languages) {
    const items = [...((block[lang][list] as Item[] | undefined) ?? [])];
    items[index] = { ...items[index], [field.name]: value };
    next[lang] = { ...block[lang], [list]: items };
  }
  return next;
}

/** Changes the list the same way in both languages (add, remove, move). */
export function changeItems(
  block: EditorBlock,
  list: string,
  change: (items: Item[]) => Item[],
): EditorBlock {
  return {
    ...block,
    en: { ...block.en, [list]: change([...((block.en[list] as Item[] | undefined) ?? [])]) },
    nl: { ...block.nl, [list]: change([...((block.nl[list] as Item[] | undefined) ?? [])]) },
  };
}

/** `list` with the entry at `from` moved to `to` (both within bounds). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry as T);
  return next;
}

/** The blocks as PUT .../draft takes them. */
export function toDraftBlocks(blocks: EditorBlock[]): ContentBlockInput[] {
  return blocks.map(
    (block) => ({ type: block.type, data: block.en, data_nl: block.nl }) as ContentBlockInput,
  );
}

/** The blocks in one language as the public page renders them (the preview). */
export function toPageBlocks(blocks: EditorBlock[], language: Language): PageBlock[] {
  return blocks.map((block, index) => {
    const data = block[language];
    if (block.type !== 'contact_form') return { id: index + 1, type: block.type, data };
    return {
      id: index + 1,
      type: block.type,
      data: { ...data, fields: [{ name: '', email: '', subject: '', message: '' }] },
    };
  });
}

/**
 * A 422's field key (`blocks.2.data_nl.items.0.question`) as where it is: the block's index,
 * the language and the field's path inside it.
 */
export function errorPlace(
  key: string,
): { block: number; language: Language; path: string } | undefined {
  const match = /^blocks\.(\d+)\.(data|data_nl)\.(.+)$/.exec(key);
  if (!match) return undefined;
  return {
    block: Number(match[1]),
    language: match[2] === 'data_nl' ? 'nl' : 'en',
    path: match[3]!,
  };
}
