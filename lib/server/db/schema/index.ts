export * from './platform';
export * from './auth';
export * from './account';
export * from './materials';
export * from './intelligence';
