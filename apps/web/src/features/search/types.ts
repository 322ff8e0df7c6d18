/** One universal-search suggestion (spec 3, Search suggestion). Moves to @app/contract with the search endpoint. */
export interface SearchSuggestion {
  id: number | string;
  title: string;
  type: string;
  link: string;
  picture?: string | null;
}
