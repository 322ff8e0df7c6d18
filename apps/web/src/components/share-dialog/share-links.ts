export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'linkedin';

export const shareNetworks: ShareNetwork[] = ['facebook', 'x', 'whatsapp', 'linkedin'];

/** The share address of each network for a page `url` titled `title`. */
export function shareLink(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}
