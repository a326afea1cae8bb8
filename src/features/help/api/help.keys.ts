/** Query keys of the help centre. */
export const helpKeys = {
  all: ['help'] as const,
  articles: (language: string) => [...helpKeys.all, 'articles', language] as const,
}
