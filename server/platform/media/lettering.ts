/**
 * Text set into generated pictures. The SVG renderer (librsvg through sharp) takes its faces from
 * fontconfig, so the families are named in order of preference with a generic fallback, and the
 * text is fitted by a conservative estimate of its width (a bold sans): a long name shrinks or
 * wraps instead of running off the picture, whichever face the machine has.
 */

/** The faces lettering asks for: Debian's DejaVu and Liberation, Thai and Chinese ones, then any. */
export const letteringFamilies =
  "'DejaVu Sans', 'Liberation Sans', Arial, Loma, 'WenQuanYi Micro Hei', sans-serif"

/** An estimated advance of one character, in em, for a bold sans face (rounded up). */
function advance(char: string): number {
  const code = char.codePointAt(0) ?? 0
  if (/\p{M}/u.test(char)) return 0
  if (code >= 0x2e80) return 1.05 // CJK and full-width forms
  if (/[ .,:;'!|]/.test(char)) return 0.38
  if (/[iljtfrI1()[\]]/.test(char)) return 0.45
  if (/[A-Z]/.test(char) || /[mwMW%@]/.test(char)) return char === 'M' || char === 'W' ? 0.95 : 0.78
  return 0.68
}

/** The estimated width of a text at a font size. */
export const textWidth = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + advance(char), 0) * size

/** Lines and a font size that fit a text into a width, at most `maxLines` lines. */
export function fitText(
  text: string,
  width: number,
  opts: { maxSize: number; minSize: number; maxLines: number },
): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean)
  for (let size = opts.maxSize; size >= opts.minSize; size -= 1) {
    // A word is broken only where the script has no spaces (Chinese), or at the smallest size.
    const wordsFit = words.every((w) => textWidth(w, size) <= width || /[\u2e80-\uffff]/.test(w))
    const lines = wrap(words, width, size)
    if (
      wordsFit &&
      lines.length <= opts.maxLines &&
      lines.every((l) => textWidth(l, size) <= width)
    )
      return { lines, size }
  }
  // Still too long at the smallest size: the last line is cut with an ellipsis.
  const size = opts.minSize
  const lines = wrap(words, width, size).slice(0, opts.maxLines)
  const last = lines.length - 1
  while (lines[last] && textWidth(`${lines[last]}…`, size) > width)
    lines[last] = [...lines[last]!].slice(0, -1).join('')
  if (lines[last] !== undefined) lines[last] = `${lines[last]!.trimEnd()}…`
  return { lines, size }
}

/** Greedy word wrap; a word wider than the line (a CJK title has no spaces) breaks anywhere. */
function wrap(words: string[], width: number, size: number): string[] {
  const lines: string[] = []
  let line = ''
  const push = (word: string) => {
    const next = line ? `${line} ${word}` : word
    if (textWidth(next, size) <= width || !line) line = next
    else {
      lines.push(line)
      line = word
    }
  }
  for (const word of words) {
    if (textWidth(word, size) <= width) push(word)
    else
      for (const char of word) {
        if (textWidth(`${line}${char}`, size) > width && line) {
          lines.push(line)
          line = ''
        }
        line += char
      }
  }
  if (line) lines.push(line)
  return lines
}

/** Escapes a text for SVG. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Lines of text as SVG, centred on x (or starting at it), the first baseline at y, with a dark
 * outline drawn under the fill so the text reads on any background.
 */
export function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  opts: { fill: string; anchor?: 'middle' | 'start'; weight?: number; outline?: string },
): string {
  const lineHeight = size * 1.15
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${x}" y="${(y + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  const common = `font-family="${letteringFamilies}" font-size="${size}" font-weight="${opts.weight ?? 700}" text-anchor="${opts.anchor ?? 'middle'}"`
  const outline = opts.outline
    ? `<text ${common} fill="none" stroke="${opts.outline}" stroke-width="${(size / 6).toFixed(1)}" stroke-linejoin="round" stroke-opacity=".55">${tspans}</text>`
    : ''
  return `${outline}<text ${common} fill="${opts.fill}">${tspans}</text>`
}
