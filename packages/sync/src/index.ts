export * from './cell';
export * from './dates';
export * from './r1c1';
export * from './grid';
export * from './row-identity';
export * from './patch';
export * from './policy';
export * from './merge';
export { uuidV7, isUuidV7 } from './uuid-v7';
