import { profile } from '../nonprofits/profile';

export const events = [profile];
