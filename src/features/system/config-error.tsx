import { useLingui } from '@lingui/react/macro'
import type { ConfigProblem } from '@/config/brand'
import * as ui from '@/ui/ui.css'

/** The boot page for a brand whose configuration is invalid: names every wrong field. */
export function ConfigError(props: { problems: ConfigProblem[] }) {
  const { t } = useLingui()
  return (
    <main className={ui.panel} role="alert" data-testid="config-error">
      <h1 className={ui.panelTitle}>
        {t({ id: 'system.config.title', message: 'This site is not configured correctly' })}
      </h1>
      <p className={ui.panelText}>
        {t({
          id: 'system.config.message',
          message:
            'The brand configuration has these errors. The operator can fix them in brand.json:',
        })}
      </p>
      <ul>
        {props.problems.map((problem) => (
          <li key={`${problem.pointer}:${problem.message}`}>
            <code>{problem.pointer}</code>: {problem.message}
          </li>
        ))}
      </ul>
    </main>
  )
}
