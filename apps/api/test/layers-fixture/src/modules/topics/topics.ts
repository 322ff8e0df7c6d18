import { search } from '../search/search';

export const topics = [search];
