import type { Cases } from '../harness'

export const cases: Cases = {
  'system.status': ({ call }) => call('system.status'),
  'system.permission': ({ call }) => call('system.permission', { url: 'default.localhost' }),
  'system.menu': ({ call }) => call('system.menu'),
  'system.registerConfig': ({ call }) => call('system.registerConfig'),
  'system.countries': ({ call }) => call('system.countries'),
  'system.routers': ({ call }) => call('system.routers'),
  'system.consolidated': ({ call }) => call('system.consolidated'),
}
