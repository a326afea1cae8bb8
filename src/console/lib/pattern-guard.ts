import { hasNestedQuantifier, toLinearSource } from '@/lib/pattern/index'

/**
 * What the server's hostile-pattern guard would say of a registration pattern
 * (server/platform/console/calls/settings.ts): null when it takes it, 'invalid' when it does not
 * compile, 'slow' when it could backtrack for minutes (a nested repeat RE2 cannot run).
 */
export function patternProblem(source: string): 'invalid' | 'slow' | null {
  if (source === '*') return null
  try {
    new RegExp(source, 'u')
  } catch {
    return 'invalid'
  }
  return toLinearSource(source) !== null || !hasNestedQuantifier(source) ? null : 'slow'
}
