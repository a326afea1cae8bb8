/** Query keys of the responsible-gaming domain (schemas/api/responsible.json). */
export const responsibleKeys = {
  all: ['responsible'] as const,
  status: () => [...responsibleKeys.all, 'status'] as const,
}
