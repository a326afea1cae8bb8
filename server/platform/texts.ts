/** Texts an operator writes once per language, keyed by language code (EN, CN, VI...). */
export type Texts = Record<string, string>

/** The operator's text in the caller's language, else English, else any language it has. */
export const inLanguage = (texts: Texts, language: string) =>
  texts[language.toUpperCase()] ?? texts.EN ?? Object.values(texts)[0] ?? ''
