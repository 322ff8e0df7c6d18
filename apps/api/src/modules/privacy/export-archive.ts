import { intlLocale } from '@app/i18n';
import { strToU8, zipSync } from 'fflate';
import { escapeHtml } from '../../lib/escape-html';
import { translate } from '../../lib/i18n';
import type { PersonalData } from './privacy.service';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * index.html: the same data as data.json, readable, in the language it was asked in. Static:
 * no script, no outside resource, and a policy that forbids both should a value try.
 */
export function personalDataPage(data: PersonalData, name: string): string {
  const lang = data.language;
  const t = (key: string, values?: Record<string, string | number>) =>
    escapeHtml(translate(lang, `personalData.archive.${key}`, values));
  const date = new Intl.DateTimeFormat(intlLocale[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(data.exported_at));

  const sections = Object.entries(data.tables).map(([table, rows]) => {
    const body =
      rows.length === 0
        ? `<p class="none">${t('none')}</p>`
        : rows
            .map(
              (row) =>
                `<table>${Object.entries(row)
                  .map(
                    ([key, value]) =>
                      `<tr><th scope="row">${escapeHtml(key)}</th><td>${escapeHtml(cell(value))}</td></tr>`,
                  )
                  .join('')}</table>`,
            )
            .join('\n');
    return `<section><h2>${t(`tables.${table}`)} <small>(${rows.length})</small></h2>\n${body}</section>`;
  });

  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${t('title')}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
table { border-collapse: collapse; width: 100%; margin: 0 0 1rem; }
th, td { border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; vertical-align: top; word-break: break-word; }
th { width: 14rem; background: #f4f4f4; font-weight: 600; }
small { color: #555; font-weight: normal; }
</style>
</head>
<body>
<main>
<h1>${t('title')}</h1>
<p>${t('intro', { name, date })}</p>
<p>${t('machine')}</p>
${sections.join('\n')}
<section><h2>${t('notIncludedTitle')}</h2>
<p>${t('notIncludedText')}</p></section>
</main>
</body>
</html>
`;
}

/** The download: a ZIP with data.json and index.html. */
export function personalDataArchive(data: PersonalData, name: string): Buffer {
  const zipped = zipSync(
    {
      'data.json': strToU8(JSON.stringify(data, null, 2)),
      'index.html': strToU8(personalDataPage(data, name)),
    },
    { level: 6 },
  );
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}
