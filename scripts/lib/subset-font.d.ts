/** subset-font ships no types: the one call scripts/gen-fonts.ts makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; noHinting?: boolean },
  ): Promise<Uint8Array>
}
