// The zxcvbn-ts language packs' feedback words, imported alone (password-policy.server.ts):
// the packs ship the file without a declaration TypeScript finds for an .mjs path.
declare module "@zxcvbn-ts/language-en/dist/translations.mjs" {
  import type { TranslationKeys } from "@zxcvbn-ts/core";
  const words: TranslationKeys;
  export default words;
}
declare module "@zxcvbn-ts/language-fr/dist/translations.mjs" {
  import type { TranslationKeys } from "@zxcvbn-ts/core";
  const words: TranslationKeys;
  export default words;
}
