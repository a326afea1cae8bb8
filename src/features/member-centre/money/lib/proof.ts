/** The proof image a member uploads for a withdrawal not received (platform: PNG or JPEG, 5 MB). */
export const proofLimits = { maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] }

/** Why a chosen proof file is refused, or null when it may be sent. */
export function proofProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!proofLimits.types.includes(file.type)) return 'type'
  if (file.size > proofLimits.maxBytes) return 'size'
  return null
}

/**
 * Reads a file as a data URL: the platform takes the proof that way, and the page previews it
 * from the same string (the CSP allows data: images, not blob:).
 */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(file)
  })
}
