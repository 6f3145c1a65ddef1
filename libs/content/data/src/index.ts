export * from './types';
export * from './home';
export * from './about';
export * from './our-work';
export * from './blog';
export * from './news';
export * from './climate';
export * from './privacy';
