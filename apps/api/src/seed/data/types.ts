import type { UserRole } from '@app/contract';

/**
 * Shapes of the demo data. Content files under this folder export plain data in these shapes;
 * `../seed.ts` turns them into rows, images and donations. Keys (`key`, `*Key`) tie records
 * together without hard-coding database ids.
 */

/** English text plus its Dutch translation. */
export interface Bilingual {
  en: string;
  nl: string;
}

export interface SeedSdg {
  number: number;
  name: Bilingual;
  /** One or two sentences. */
  description: Bilingual;
  /** The official SDG colour, `#rrggbb`. */
  color: string;
}

export interface SeedTopic {
  key: string;
  /** SDG number the topic belongs to. */
  sdg: number;
  name: Bilingual;
  description: Bilingual;
  label: string;
}

export interface SeedContinent {
  key: string;
  name: Bilingual;
  description: Bilingual;
  color: string;
}
export interface SeedCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  continentKey: string;
  name: Bilingual;
  description: Bilingual;
  color: string;
}
export interface SeedCity {
  countryCode: string;
  name: Bilingual;
  description: Bilingual;
  color: string;
}

export interface SeedUser {
  key: string;
  name: string;
  email: string;
  /** Plain text here; the seed hashes it. */
  password: string;
  locale: 'en' | 'nl';
  description: string;
  /**
   * `admin`: an operator of the platform (the console at /admin); `console_admin`: an operator
   * who also manages the operators; default `user`.
   */
  role?: UserRole;
}

export interface SeedContentBlock {
  type: 'TEXT' | 'VIDEO' | 'PICTURE';
  title: string;
  /** TEXT: the paragraph. */
  text?: string;
  /** VIDEO: a YouTube watch URL in `title`; PICTURE: JSON text `{"link": "https://..."}` in `content`. */
  content?: string;
}

export interface SeedEvent {
  key: string;
  title: string;
  label: string;
  description: string;
  addressLine1: string;
  /** Days from the seed's reference day (the day of seeding, UTC midnight); may be negative. */
  startInDays: number;
  /** Local start hour (0-23); 10:00 when not given. */
  startHour?: number;
  durationHours: number;
}

export interface SeedProject {
  key: string;
  name: string;
  description: string;
}

export interface SeedPackage {
  title: string;
  /** Euros, whole or with cents. */
  amount: number;
}

export interface SeedNonprofit {
  key: string;
  ownerKey: string;
  name: string;
  title: string;
  label: string;
  type: string;
  description: string;
  addressLine1: string;
  city: string;
  email: string;
  phone: string;
  website: string;
  sdg: number;
  topicKeys: string[];
  verified: boolean;
  color: string;
  packages: SeedPackage[];
  events: SeedEvent[];
  projects: SeedProject[];
  contentBlocks: SeedContentBlock[];
}

export interface SeedFundraiser {
  key: string;
  ownerKey: string;
  /** Exactly one parent: a non-profit, or one of its events or projects (by key). */
  parent: { nonprofitKey: string } | { eventKey: string } | { projectKey: string };
  topicKey: string;
  name: string;
  label: string;
  description: string;
  /** Euros. */
  goal: number;
  addressLine1: string;
  location: string;
  verified: boolean;
  color: string;
}

export interface SeedCompanyEvent {
  key: string;
  nonprofitKey: string;
  name: string;
  label: string;
  description: string;
  hostFriendlyName: string;
  /** Euros. */
  goal: number;
}

export interface SeedCompany {
  key: string;
  ownerKey: string;
  name: string;
  label: string;
  email: string;
  phone: string;
  website: string;
  color: string;
  description: string;
  addressLine1: string;
  city: string;
  postCode: string;
  sdg: number;
  verified: boolean;
  /** Key/value facts for the Company Overview grid (snake_case keys). */
  pageData: Record<string, string>;
  events: SeedCompanyEvent[];
}

export interface SeedJob {
  nonprofitKey: string;
  title: string;
  description: string;
  city: string;
  contact: string;
  employment: string;
  education: string;
  period: string;
  background: string;
  conditions: string;
  tasks: string;
  responsibilities: string;
  requirements: string;
  email: string;
  website: string;
  /** Days from the seed's reference day; a negative number makes an expired vacancy. */
  deadlineInDays: number;
}

export interface SeedBlogPost {
  authorKey: string;
  name: Bilingual;
  /** Several paragraphs separated by blank lines. */
  description: Bilingual;
  /** Days before the seed's reference day it was published. */
  daysAgo: number;
  color: string;
}

export interface SeedHelpArticle {
  slug: string;
  title: Bilingual;
  content: Bilingual;
}
export interface SeedHelpSection {
  title: Bilingual;
  articles: SeedHelpArticle[];
}
export interface SeedHelpCategory {
  title: Bilingual;
  sections: SeedHelpSection[];
}

/** A page block: `type` plus the block's fields in English and Dutch (same shape). */
export interface SeedPageBlock {
  type: 'hero' | 'rich_text' | 'image' | 'faq_list' | 'team_members' | 'contact_form';
  en: Record<string, unknown>;
  nl: Record<string, unknown>;
}
export interface SeedPage {
  slug: string;
  title: Bilingual;
  metaTitle: Bilingual;
  metaDescription: Bilingual;
  blocks: SeedPageBlock[];
}

/**
 * The Dutch texts of the demo pages whose English is in `organisations.ts`, by the record's key
 * (packages and content blocks by their position in the English record). A name that is a proper
 * name (an organisation's or a company's) is left out and reads the same in both languages.
 */
export interface SeedDutchTexts {
  nonprofits: Record<
    string,
    {
      title: string;
      label: string;
      description: string;
      packages: string[];
      contentBlocks: Array<{ title: string; text?: string }>;
    }
  >;
  events: Record<string, { title: string; label: string; description: string }>;
  projects: Record<string, { name: string; description: string }>;
  fundraisers: Record<string, { name: string; label: string; description: string }>;
  companies: Record<string, { label: string; description: string }>;
  companyEvents: Record<string, { name: string; label: string; description: string }>;
}
