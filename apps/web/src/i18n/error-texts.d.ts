/** One language's texts of the API's error codes, by code (see error-texts.ts beside vite.config.ts). */
declare module 'virtual:error-texts/*' {
  const texts: Record<string, string>;
  export default texts;
}
