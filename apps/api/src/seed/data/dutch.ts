import type { SeedDutchTexts } from './types';

/**
 * The Dutch texts of the demo pages (see `SeedDutchTexts`), written in Dutch rather than
 * translated word for word.
 */
export const dutch: SeedDutchTexts = {
  nonprofits: {},
  events: {},
  projects: {},
  fundraisers: {},
  companies: {},
  companyEvents: {},
};
