/** The words of a text as the platform counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim()
  return trimmed ? trimmed.split(/\s+/).length : 0
}

/** Whether a word count lies within the bounds, both included. */
export const withinWords = (count: number, min: number, max: number) => count >= min && count <= max
