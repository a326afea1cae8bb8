import { describe, expect, it } from 'vitest'
import type { Contract } from '@/api/agent/get-contracts'
import { ApiError } from '@/api/errors'
import {
  higherRateToConfirm,
  offeredByMe,
  offersToMe,
  ownContract,
  stateOf,
} from './contract-state'

const contract = (over: Partial<Contract>): Contract => ({
  id: '1',
  kind: 'dailySalary',
  rate: 1,
  activeMembers: 0,
  validBet: 0,
  periodType: 'D',
  profitRate: null,
  lossRate: null,
  singleBet: null,
  status: 'active',
  requestType: 'new',
  role: 'downline',
  counterparty: 'up',
  awaitingMe: false,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...over,
})

describe('contract states', () => {
  const list = [
    contract({ id: '5', status: 'pending', requestType: 'new', awaitingMe: true }),
    contract({ id: '4', status: 'pending', requestType: 'termination' }),
    contract({ id: '3', status: 'terminated' }),
    contract({ id: '2', role: 'upline', counterparty: 'down' }),
  ]

  it('finds the own contract in force, even while its termination waits', () => {
    expect(ownContract(list)?.id).toBe('4')
    expect(ownContract([list[2]!])).toBeUndefined()
  })

  it('separates offers waiting for me from contracts I offered', () => {
    expect(offersToMe(list).map((c) => c.id)).toEqual(['5'])
    expect(offeredByMe(list).map((c) => c.id)).toEqual(['2'])
  })

  it('names each state from status and request type', () => {
    expect(list.map(stateOf)).toEqual(['offered', 'terminationRequested', 'terminated', 'active'])
  })

  it('reads the confirmation the platform asks for before a higher rate ends', () => {
    const ask = new ApiError('http', 'confirm', {
      callId: 'agent.respondContract',
      status: 409,
      value: { needsConfirmation: true, existingRate: 2 },
    })
    expect(higherRateToConfirm(ask)).toBe(2)
    expect(
      higherRateToConfirm(new ApiError('http', 'busy', { callId: 'x', status: 409 })),
    ).toBeNull()
    expect(higherRateToConfirm(new Error('x'))).toBeNull()
  })
})
