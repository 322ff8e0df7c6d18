import { words } from '../lib/words';

export const jobs = words.map((word) => `${word} job`);
