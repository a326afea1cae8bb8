import { createElement, use, type ComponentType } from 'react'
import type { AsyncRouteComponent } from '@tanstack/react-router'
import { retryable } from '@/lib/chunk'

/**
 * A route screen loaded on demand, like lazyRouteComponent but with the chunk time-out of spec §9
 * and a load that can be tried again: a failed chunk rejects the route's load (the route error page
 * offers a retry) and is fetched anew on the next attempt (see retryable in lib/chunk).
 */
export function lazyScreen<M, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
  /** What the screen also waits for, such as its messages; a failure there is retried as well. */
  alongside?: () => Promise<unknown>,
): AsyncRouteComponent<unknown> {
  let screen: ComponentType | undefined
  let loading: Promise<void> | undefined
  const chunk = retryable(importer)
  const load = () => {
    if (screen) return Promise.resolve()
    loading ??= Promise.all([
      chunk.load().catch((error: unknown) => {
        chunk.fail(error)
        throw error
      }),
      alongside?.(),
    ]).then(
      ([module]) => {
        screen = module[exportName] as ComponentType
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Lazy = ((props: object) => {
    if (!screen) use(load())
    return createElement(screen as ComponentType, props)
  }) as AsyncRouteComponent<unknown>
  Lazy.preload = load
  return Lazy
}
