const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIDEO_ID = /^[\w-]{6,20}$/;

/**
 * The privacy-friendly embed address of a YouTube link (watch, youtu.be, shorts, embed, live),
 * https://www.youtube-nocookie.com/embed/{id}; null for anything else, which is shown as a link.
 */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === 'youtu.be') {
    id = url.pathname.split('/')[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split('/').filter(Boolean);
    if (first === 'watch') id = url.searchParams.get('v');
    else if (first === 'shorts' || first === 'embed' || first === 'live') id = second ?? null;
  }
  return id && VIDEO_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** A link that may be opened: http(s) only, never javascript: or data:. */
export function safeHttpUrl(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** PICTURE blocks hold JSON text with a `link` field; null when that is not so. */
export function pictureLink(content: string | null | undefined): string | null {
  if (!content) return null;
  try {
    const parsed: unknown = JSON.parse(content);
    const link =
      parsed && typeof parsed === 'object' ? (parsed as { link?: unknown }).link : undefined;
    if (typeof link !== 'string' || !link.trim()) return null;
    // A storage file name or a path on this site is fine, as is an http(s) address.
    if (/^[\w.-]+$/.test(link) || link.startsWith('/')) return link;
    return safeHttpUrl(link);
  } catch {
    return null;
  }
}
