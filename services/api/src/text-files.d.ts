/** Plain-text files bundled as strings (Rspack asset/source; Jest tools/jest/text-transform.cjs). */
declare module '*.txt' {
  const text: string;
  export default text;
}
