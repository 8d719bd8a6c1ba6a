export * from './roles';
export * from './expertise';
export * from './membership';
export * from './projects';
export * from './limits';
export * from './messages';
export * from './user';
