// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextField } from './text-field'

describe('TextField', () => {
  it('announces a required field as required and marks its label; an optional one neither', () => {
    render(
      <>
        <TextField label="Amount" value="" onChange={() => {}} testId="amount" required />
        <TextField label="Note" value="" onChange={() => {}} testId="note" />
      </>,
    )
    expect((screen.getByLabelText('Amount') as HTMLInputElement).required).toBe(true)
    expect(screen.getByText('Amount').className).not.toBe('')
    expect((screen.getByLabelText('Note') as HTMLInputElement).required).toBe(false)
    expect(screen.getByText('Note').className).toBe('')
  })
})
