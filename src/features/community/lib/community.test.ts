import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '@/api/community/get-chat-messages'
import type { CheckInStatus } from '@/api/community/get-check-in-status'
import { calendarDays } from './calendar'
import { canSend, charCount, chatStreamUrl, mergeMessages, parseChatEvent } from './chat'

const message = (id: number, body = `m${id}`): ChatMessage => ({
  id: String(id),
  room: '1',
  nickname: 'Demo',
  body,
  time: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  own: false,
})

describe('chat helpers', () => {
  it('counts characters as code points and allows 1 to 500 of them', () => {
    expect(charCount('🍀ab')).toBe(3)
    expect(canSend('   ')).toBe(false)
    expect(canSend('hi')).toBe(true)
    expect(canSend('🍀'.repeat(500))).toBe(true)
    expect(canSend('x'.repeat(501))).toBe(false)
    expect(canSend(`  ${'x'.repeat(500)}  `)).toBe(true)
  })

  it('merges messages once each, oldest first, keeping the last ones', () => {
    const merged = mergeMessages([message(1), message(3)], [message(2), message(3, 'again')])
    expect(merged.map((m) => m.id)).toEqual(['1', '2', '3'])
    expect(merged[2]!.body).toBe('again')
    expect(mergeMessages([message(1), message(2)], [message(3)], 2).map((m) => m.id)).toEqual([
      '2',
      '3',
    ])
  })

  it('builds the stream URL with the room and a ticket, never the session token', () => {
    expect(chatStreamUrl('/api/', '7', 'a+b/c')).toBe(
      '/api/community/chat/stream?room=7&ticket=a%2Bb%2Fc',
    )
  })

  it('reads only well-formed chat events', () => {
    expect(parseChatEvent(JSON.stringify(message(5)))).toEqual(message(5))
    expect(parseChatEvent('{"id":5}')).toBeNull()
    expect(parseChatEvent('not json')).toBeNull()
  })
})

describe('sign-in calendar', () => {
  const status = (over: Partial<CheckInStatus>): CheckInStatus => ({
    today: '2025-01-02',
    timeZone: 'UTC',
    checkedInToday: false,
    streak: 0,
    cycleDay: 1,
    rewards: [1, 2, 3, 4, 5, 6, 7],
    todayReward: 1,
    totalRewards: 0,
    ...over,
  })

  it('marks days before today done, today to claim and the rest upcoming', () => {
    expect(calendarDays(status({ streak: 2, cycleDay: 3 })).map((d) => d.state)).toEqual([
      'done',
      'done',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ])
  })

  it('marks today claimed after the check-in', () => {
    const days = calendarDays(status({ checkedInToday: true, streak: 7, cycleDay: 7 }))
    expect(days.at(-1)).toEqual({ day: 7, reward: 7, state: 'claimed' })
    expect(days.slice(0, 6).every((d) => d.state === 'done')).toBe(true)
  })
})
