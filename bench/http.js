// A minimal HTTP/1.1 client for the bench: node:http over a keep-alive Agent with one socket per
// concurrent caller (fetch costs several times more CPU per request, which the load generator
// would otherwise spend). A response with another status than expected rejects with its body.
import http from 'node:http'

export function httpClient(base, concurrency) {
  const { hostname, port } = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency, maxFreeSockets: concurrency })
  function request(method, path, { headers = {}, body, expect = 200 } = {}) {
    return new Promise((resolve, reject) => {
      const h = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) }
      const req = http.request({ host: hostname, port, method, path, agent, headers: h }, (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const buf = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
          if (res.statusCode !== expect) {
            reject(new Error(`${method} ${path}: expected ${expect}, got ${res.statusCode} ${buf.toString('utf8').slice(0, 2000)}`))
          } else resolve(buf)
        })
      })
      req.on('error', reject)
      req.end(body)
    })
  }
  return { request, close: () => agent.destroy() }
}
