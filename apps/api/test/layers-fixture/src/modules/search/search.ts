export const search = 'search';
