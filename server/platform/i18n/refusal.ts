/**
 * A refusal's text: the English template (the catalog key, with {0}, {1}… where values go) and the
 * values. Written with the `refusal` tag so that a throw site reads as the English sentence.
 */
export interface Refusal {
  readonly template: string
  readonly params: readonly (string | number)[]
}

/**
 * refusal`The date range may be at most ${days} days` is the template
 * 'The date range may be at most {0} days' with the value of days: the catalogs translate the
 * template and the values go in where the translation puts {0}.
 */
export function refusal(strings: TemplateStringsArray, ...values: (string | number)[]): Refusal {
  return {
    template: strings.reduce((text, part, i) => `${text}{${i - 1}}${part}`),
    params: values,
  }
}

/** A plain English text as a refusal without values. */
export const plainRefusal = (text: string): Refusal => ({ template: text, params: [] })

/** Puts the values into a template's {0}, {1}…; a placeholder without a value stays as it is. */
export const fillTemplate = (template: string, params: readonly (string | number)[]) =>
  template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = params[Number(index)]
    return value === undefined ? whole : String(value)
  })

/** English template of a refusal -> its translation, with the same {0}, {1}… placeholders. */
export type RefusalCatalog = Readonly<Record<string, string>>
