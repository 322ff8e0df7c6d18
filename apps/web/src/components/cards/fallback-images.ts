import defaultBanner from './assets/default-banner.svg';
import defaultImage from './assets/default-image.svg';

/** A banner that is missing or fails to load falls back to this default banner. */
export const DEFAULT_BANNER: string = defaultBanner;

/** Any other picture or logo that is missing or fails to load falls back to this image. */
export const DEFAULT_IMAGE: string = defaultImage;
