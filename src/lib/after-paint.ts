/**
 * Runs `callback` once the next frame has been painted (a frame callback, then a task after it), so
 * that work which follows a render does not hold back the frame that shows it. Answers a cancel.
 */
export function afterPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
