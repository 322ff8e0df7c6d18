export const words = ['queue', 'lib'];
