export * from './platform';
export * from './auth';
export * from './account';
