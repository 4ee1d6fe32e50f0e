/** Data files of the mock's seeds imported as their text (webpack: asset/source; jest: jest/rawText.ts). */
declare module '*.html' {
  const text: string;
  export default text;
}

declare module '*.txt' {
  const text: string;
  export default text;
}
