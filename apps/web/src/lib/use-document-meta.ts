import { plainText } from './rich-text';
import { useEffect } from 'react';

const SITE = 'PifWorld';

function setMetaDescription(content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

/**
 * Sets the document title ("{title} | PifWorld") and meta description while a screen is shown,
 * and puts the previous ones back when it goes. Nothing changes while `title` is undefined
 * (e.g. still loading).
 */
export function useDocumentMeta(title: string | undefined, description?: string | null): void {
  useEffect(() => {
    if (title === undefined) return;
    const previousTitle = document.title;
    const previousDescription =
      document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
    document.title = title ? `${title} | ${SITE}` : SITE;
    const summary = plainText(description).replace(/\s+/g, ' ').slice(0, 160);
    if (summary) setMetaDescription(summary);
    return () => {
      document.title = previousTitle;
      setMetaDescription(previousDescription);
    };
  }, [title, description]);
}
