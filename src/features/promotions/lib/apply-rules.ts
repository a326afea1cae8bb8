/** Spec §5 and §9: an application's comment and images. */
export const applyRules = {
  commentMax: 140,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const

/** Why a picked file is refused, checked before anything is uploaded. */
export type ImageRefusal = 'type' | 'size' | 'count'

/** The extensions that go with the accepted types (a browser may leave type empty). */
const extension = /\.(png|jpe?g)$/i

/** Checks one file against the rules, given how many images the form holds already. */
export function checkImage(
  file: { name: string; type: string; size: number },
  held: number,
): ImageRefusal | null {
  if (held >= applyRules.imagesMax) return 'count'
  const typeOk = file.type
    ? (applyRules.imageTypes as readonly string[]).includes(file.type)
    : extension.test(file.name)
  if (!typeOk || !extension.test(file.name)) return 'type'
  if (file.size > applyRules.imageBytesMax) return 'size'
  return null
}

/** The comment's length as a person counts it (code points, so an emoji is one). */
export const commentLength = (comment: string) => [...comment].length
