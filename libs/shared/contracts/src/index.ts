export * from './remote-pages';
export * from './project';
export * from './engage';
export * from './payments';
