// A self-signed certificate made with openssl for one host name or IP address, valid a day:
// nginx's https in tests/e2e/hosts.ts (127.0.0.1) and the relay's stand-in of the engine
// smoke (formsubmit.co, tests/engines/relay.ts). The browsers are told to accept it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export interface Certificate {
  keyFile: string
  certFile: string
  /** PEM */
  key: string
  /** PEM */
  cert: string
}

/** Writes key.pem and cert.pem into `dir` for `host` (its subjectAltName an IP or a DNS name). */
export function selfSignedCertificate(host: string, dir: string): Certificate {
  const keyFile = path.join(dir, 'key.pem')
  const certFile = path.join(dir, 'cert.pem')
  const altName = net.isIP(host) ? `IP:${host}` : `DNS:${host}`
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`, '-addext', `subjectAltName=${altName}`].concat([
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]),
    { encoding: 'utf8' },
  )
  if (made.status !== 0) throw new Error(`openssl could not make a certificate for ${host}: ${made.stderr}`)
  return { keyFile, certFile, key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') }
}
