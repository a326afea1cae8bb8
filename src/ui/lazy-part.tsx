import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { retryable } from '@/lib/chunk'

/** A part of a page in its own chunk: loaded with the time-out of spec §9, and loadable again. */
export interface LazyPart<P extends object> {
  /** The component of the current attempt. */
  current: () => ComponentType<P>
  /** Starts a new attempt: the next render fetches the chunk again. */
  retry: () => void
}

type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : never

/** Wraps a dynamic import of a module's component as a part that a failed load can try again. */
export function lazyPart<M, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
  /** What the part also waits for, such as its messages; a failure there is retried as well. */
  alongside?: () => Promise<unknown>,
): LazyPart<PropsOf<M[K]>> {
  type P = PropsOf<M[K]>
  const chunk = retryable(importer)
  const attempt = () =>
    lazy(() =>
      Promise.all([
        chunk.load().catch((error: unknown) => {
          chunk.fail(error)
          throw error
        }),
        alongside?.(),
      ]).then(([module]) => ({ default: module[exportName] as ComponentType<P> })),
    )
  let component = attempt()
  return {
    current: () => component,
    retry: () => {
      component = attempt()
    },
  }
}

interface BoundaryProps {
  render: () => ReactNode
  fallback: ReactNode
  renderError: (retry: () => void, error: unknown) => ReactNode
  onRetry: () => void
}

class PartBoundary extends Component<BoundaryProps, { error: unknown; hasError: boolean }> {
  override state = { error: undefined as unknown, hasError: false }
  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true }
  }
  retry = () => {
    this.props.onRetry()
    this.setState({ error: undefined, hasError: false })
  }
  override render() {
    if (this.state.hasError) return this.props.renderError(this.retry, this.state.error)
    return <Suspense fallback={this.props.fallback}>{this.props.render()}</Suspense>
  }
}

/**
 * Renders a lazy part with its props; while it loads the fallback shows, and when its chunk fails
 * (or it throws) renderError shows with a retry that loads the chunk again.
 */
export function LazyPartView<P extends object>(props: {
  part: LazyPart<P>
  props: P
  fallback?: ReactNode
  renderError: (retry: () => void, error: unknown) => ReactNode
}) {
  const { part, fallback = null, renderError } = props
  return (
    <PartBoundary
      fallback={fallback}
      renderError={renderError}
      onRetry={part.retry}
      render={() => {
        const Part = part.current()
        return <Part {...props.props} />
      }}
    />
  )
}
