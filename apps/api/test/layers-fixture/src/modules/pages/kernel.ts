import { profile } from '../nonprofits/profile';

export const kernel = 'pages';
export const kinds = () => [profile];
