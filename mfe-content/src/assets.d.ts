declare module '*.svg' {
  const src: string;
  export default src;
}
declare module '*.webm' {
  const src: string;
  export default src;
}
declare module '*.mp4' {
  const src: string;
  export default src;
}
declare module '*.vtt' {
  const src: string;
  export default src;
}
declare module '*.webp' {
  const src: string;
  export default src;
}
