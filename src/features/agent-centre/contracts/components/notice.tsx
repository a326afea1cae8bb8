import { useLingui } from '@lingui/react/macro'
import { createContext, useContext, useState, type ReactNode } from 'react'
import { MessageDialog } from '@/ui/message-dialog'

const NoticeContext = createContext<(text: string) => void>(() => undefined)

/** How a contract action tells the agent what happened. */
export const useNotify = () => useContext(NoticeContext)

/**
 * Holds the page's message dialog above the contract cards and rows: an accepted offer turns into
 * the contract in force, so the card that was clicked is gone when the answer arrives.
 */
export function NoticeProvider(props: { children: ReactNode }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  return (
    <NoticeContext.Provider value={setText}>
      {props.children}
      {text ? (
        <MessageDialog
          message={text}
          okLabel={t({ id: 'agent.contracts.ok', message: 'OK' })}
          onClose={() => setText('')}
        />
      ) : null}
    </NoticeContext.Provider>
  )
}
