export * from './common';
export * from './health';
export * from './translations';
export * from './sdg';
export * from './stats';
