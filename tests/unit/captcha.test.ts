import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { Captchas } from '../../server/platform/captcha'

/** Width, height and the RGBA rows of a PNG written by the platform (filter Sub on every row). */
function decode(dataUrl: string) {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true)
  const png = Buffer.from(dataUrl.split(',')[1]!, 'base64')
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10])
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  const idat = png.subarray(png.indexOf('IDAT') + 4, png.indexOf('IEND') - 8)
  const raw = inflateSync(idat)
  const stride = width * 4
  const pixel = (x: number, y: number) => {
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const out = [0, 0, 0, 0]
    for (let i = 0; i <= x * 4 + 3; i += 1) {
      const left = i >= 4 ? out[i % 4]! : 0
      out[i % 4] = (row[i]! + left) & 0xff
    }
    return out
  }
  return { width, height, pixel }
}

describe('captchas', () => {
  it('draws the image captcha as a PNG and accepts its code once, in any case', () => {
    const captchas = new Captchas()
    const { captchaId, image, code } = captchas.image()
    expect(decode(image)).toMatchObject({ width: 120, height: 44 })
    expect(captchas.checkImage(captchaId, code.toLowerCase())).toBe(true)
    expect(captchas.checkImage(captchaId, code)).toBe(false)
    const other = captchas.image()
    expect(captchas.checkImage(other.captchaId, 'ZZZZ' === other.code ? 'YYYY' : 'ZZZZ')).toBe(
      false,
    )
    expect(captchas.checkImage(other.captchaId, other.code)).toBe(false)
  })

  it('cuts the slider piece from the background at the gap and checks the drop within 5 px', () => {
    const captchas = new Captchas()
    const slider = captchas.slider()
    const background = decode(slider.background)
    expect(background).toMatchObject({ width: 280, height: 150 })
    // The gap's outline is drawn into the picture at the answer, not written in any markup.
    expect(background.pixel(slider.x, slider.y)).toEqual([240, 240, 240, 255])
    expect(decode(slider.piece)).toMatchObject({ width: 40, height: 40 })
    expect(captchas.checkSlider(slider.sliderId, slider.x + 4)).toBe(true)
    expect(captchas.checkSlider(slider.sliderId, slider.x)).toBe(false)
    const far = captchas.slider()
    expect(captchas.checkSlider(far.sliderId, far.x + 12)).toBe(false)
  })
})
