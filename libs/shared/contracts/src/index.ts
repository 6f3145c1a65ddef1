export * from './remote-pages';
export * from './project';
export * from './engage';
export * from './payments';
export * from './staff';
export * from './staff-engage';
export * from './staff-donate';
export * from './form-rules';
