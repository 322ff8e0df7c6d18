import { kernel } from '../pages/kernel';

export const profile = 'nonprofit';
export const onKernel = () => kernel;
