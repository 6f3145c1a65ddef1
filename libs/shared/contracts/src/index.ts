export * from './remote-pages';
export * from './project';
