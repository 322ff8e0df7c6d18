import { kernel } from '../modules/pages/kernel';

export const seeded = [kernel];
