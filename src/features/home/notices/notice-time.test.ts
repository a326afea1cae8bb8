import { describe, expect, it } from 'vitest'
import { formatNoticeTime } from './notice-time'

describe('formatNoticeTime (spec §2.3: yyyy-MM-dd HH:mm:ss)', () => {
  it('keeps a well-formed time', () => {
    expect(formatNoticeTime('2024-03-05 07:08:09')).toBe('2024-03-05 07:08:09')
  })

  it('pads fields and fills missing seconds or time', () => {
    expect(formatNoticeTime('2024-3-5 7:8:9')).toBe('2024-03-05 07:08:09')
    expect(formatNoticeTime('2024-03-05T23:59')).toBe('2024-03-05 23:59:00')
    expect(formatNoticeTime('2024/12/31')).toBe('2024-12-31 00:00:00')
  })

  it('does not shift an ISO time by a zone: the platform states its own zone', () => {
    expect(formatNoticeTime('2024-03-05T07:08:09.123Z')).toBe('2024-03-05 07:08:09')
  })

  it('answers nothing for what is not a date', () => {
    expect(formatNoticeTime('')).toBe('')
    expect(formatNoticeTime('yesterday')).toBe('')
    expect(formatNoticeTime('2024-13-01 00:00:00')).toBe('')
    expect(formatNoticeTime('2024-01-01 24:00:00')).toBe('')
    expect(formatNoticeTime('<img src=x onerror=alert(1)>')).toBe('')
  })
})
