import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { haproxyConfig, parseServerStats } from './haproxy'

const config = haproxyConfig({
  port: 9470,
  statsPort: 9471,
  backends: [
    { id: 'a', port: 9475 },
    { id: 'b', port: 9476 },
  ],
  healthPath: '/readyz',
  ipv6: true,
})

describe('the cluster’s HAProxy configuration', () => {
  it('balances over every instance, checked on the health path, with the client in X-Forwarded-For', () => {
    expect(config).toContain('balance roundrobin')
    expect(config).toContain('option forwardfor')
    expect(config).toContain('http-check send meth GET uri /readyz')
    expect(config).toMatch(/server a 127\.0\.0\.1:9475\n\s+server b 127\.0\.0\.1:9476/)
    expect(config).toMatch(/bind 127\.0\.0\.1:9470\n\s+bind \[::1\]:9470/)
    expect(config).toMatch(/listen stats\n\s+bind 127\.0\.0\.1:9471/)
  })

  // The Debian package's own check, where it is installed (.ci/run installs it).
  it.skipIf(!existsSync('/usr/sbin/haproxy'))('is valid for HAProxy', () => {
    const dir = mkdtempSync(join(tmpdir(), 'haproxy-config-'))
    try {
      writeFileSync(join(dir, 'haproxy.cfg'), config)
      const output = execFileSync('/usr/sbin/haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], {
        encoding: 'utf8',
        stdio: 'pipe',
      })
      expect(output).toContain('Configuration file is valid')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('parseServerStats', () => {
  it('reads the instances’ lines of the stats CSV by its header, leaving out the totals', () => {
    // As HAProxy 2.6 answers /;csv, cut to the columns read and a few around them.
    const csv = [
      '# pxname,svname,qcur,qmax,scur,smax,slim,stot,bin,bout,dreq,dresp,ereq,econ,eresp,wretr,wredis,status,',
      'portal,FRONTEND,,,0,1,4096,31,0,0,0,0,0,,,,,OPEN,',
      'platform,a,0,0,0,1,,11,0,0,,0,,0,0,0,0,UP,',
      'platform,b,0,0,0,1,,10,0,0,,0,,0,0,0,0,DOWN,',
      'platform,BACKEND,0,0,0,1,410,31,0,0,0,0,,0,0,0,0,UP,',
      'stats,FRONTEND,,,1,1,4096,4,0,0,0,0,0,,,,,OPEN,',
    ].join('\n')
    expect(parseServerStats(csv)).toEqual([
      { id: 'a', status: 'UP', requests: 11 },
      { id: 'b', status: 'DOWN', requests: 10 },
    ])
  })
})
