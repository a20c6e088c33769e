export * from './auth';
export * from './auth-rules';
export * from './errors';
export * from './health';
export * from './limits';
export * from './messages';
export * from './plans';
export * from './public-config';
