// Streaming XML for the device files (Apple Health, GPX, TCX): bytes in, records out, in constant memory,
// with the repairs Apple's iOS 16 export needs done on the fly.
import { SaxesParser } from 'saxes'
import { ImportFormatError } from './types.js'

// Characters XML 1.0 forbids anywhere (C0 controls but tab, LF and CR; U+FFFE and U+FFFF). Apple's
// exports carry some (\x0B, \x1A) inside attribute values; they mean nothing, so they go.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching the control characters is the point
const FORBIDDEN_TEST = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/

/** The longest prolog (declaration, comments, DOCTYPE with its internal subset) held before the root. */
const MAX_PROLOG = 4 * 1024 * 1024

/**
 * Repairs a document as it streams: drops forbidden characters everywhere, and drops the XML
 * declaration and the DOCTYPE with its internal subset. iOS 16 writes a malformed one (an ATTLIST left open, attributes declared twice)
 * that strict parsers reject; no healthd format needs a DTD (no entity is declared in one). Only the
 * prolog is ever held (capped); after the root element starts, text passes straight through.
 */
export class XmlRepair {
  private state: 'prolog' | 'doctype' | 'body' = 'prolog'
  private held = ''

  push(chunk: string): string {
    const s = FORBIDDEN_TEST.test(chunk) ? chunk.replace(FORBIDDEN, '') : chunk
    if (this.state === 'body') return s
    this.held += s
    if (this.held.length > MAX_PROLOG) throw new ImportFormatError('not an XML document: no root element in its first 4 MiB')
    return this.scanProlog(false)
  }

  /** What is still held when the input ends (a document with no root element: the parser says so). */
  end(): string {
    return this.state === 'body' ? '' : this.scanProlog(true)
  }

  private scanProlog(final: boolean): string {
    let out = ''
    let s = this.held
    for (;;) {
      if (this.state === 'doctype') {
        // `<!DOCTYPE name [ ... ]>` or `<!DOCTYPE name SYSTEM "...">`: drop through its end.
        const bracket = s.indexOf('[')
        const gt = s.indexOf('>')
        let endAt = -1
        if (gt >= 0 && (bracket < 0 || gt < bracket)) endAt = gt + 1
        else if (bracket >= 0) {
          const close = /\]\s*>/.exec(s.slice(bracket))
          if (close) endAt = bracket + close.index + close[0].length
        }
        if (endAt < 0) break
        // Its newlines stay, so the parser's line numbers are the file's.
        out += '\n'.repeat(s.slice(0, endAt).split('\n').length - 1)
        s = s.slice(endAt)
        this.state = 'prolog'
        continue
      }
      const lt = s.indexOf('<')
      if (lt < 0) {
        out += s
        s = ''
        break
      }
      out += s.slice(0, lt)
      s = s.slice(lt)
      if (!final && s.length < 9 && (s === '<' || s.startsWith('<!'))) break
      if (s.startsWith('<!DOCTYPE')) {
        this.state = 'doctype'
        s = s.slice(9)
        continue
      }
      const closer = s.startsWith('<?') ? '?>' : s.startsWith('<!--') ? '-->' : null
      if (closer === null) {
        // The root element (or something that is not XML: the parser reports it).
        this.state = 'body'
        out += s
        s = ''
        break
      }
      const at = s.indexOf(closer, 2)
      if (at < 0) {
        if (final) {
          out += s
          s = ''
        }
        break
      }
      const piece = s.slice(0, at + closer.length)
      // The XML declaration goes too: Strava writes TCX files with whitespace before it, which XML
      // forbids, and the text is decoded as UTF-8 whatever it declares.
      out += /^<\?xml\s/.test(piece) ? '\n'.repeat(piece.split('\n').length - 1) : piece
      s = s.slice(at + closer.length)
    }
    this.held = s
    return out
  }
}

/** The part of a qualified name after its prefix (`gpxtpx:hr` → `hr`, `ns3:Watts` → `Watts`). */
export const localName = (name: string): string => {
  const i = name.indexOf(':')
  return i < 0 ? name : name.slice(i + 1)
}

export interface XmlContext<T> {
  emit(record: T): void
  /** The line the parser is at (for SkippedRecord.at). */
  line(): number
}

/** What a format does with the parser's events; names are local (prefix removed). */
export interface XmlHandler {
  open(name: string, attributes: Record<string, string>): void
  close(name: string): void
  /** Only set by formats that read element text (GPX, TCX); Apple Health reads attributes only. */
  text?(text: string): void
  /** After the document closed without error. */
  end?(): void
}

/**
 * Feeds `input` through the repair and saxes and yields what the handler emits, chunk by chunk: the
 * next chunk is read only when the consumer asks for more, so memory stays one chunk's records.
 * A document whose root is not one of `roots`, or that is truncated or not XML, throws ImportFormatError.
 */
export async function* streamXml<T>(
  input: AsyncIterable<Buffer | string>,
  what: string,
  roots: readonly string[],
  makeHandler: (ctx: XmlContext<T>) => XmlHandler,
): AsyncGenerator<T> {
  const parser = new SaxesParser({ xmlns: false, position: true })
  let queue: T[] = []
  const handler = makeHandler({ emit: (r) => queue.push(r), line: () => parser.line })
  let sawRoot = false
  parser.on('error', (e) => {
    throw new ImportFormatError(`not a readable ${what} file (line ${parser.line}): ${e.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '')}`)
  })
  parser.on('opentag', (node) => {
    const name = localName(node.name)
    if (!sawRoot) {
      if (!roots.includes(name)) throw new ImportFormatError(`not a ${what} file: its root element is <${node.name}>, not <${roots[0]}>`)
      sawRoot = true
    }
    handler.open(name, node.attributes as Record<string, string>)
  })
  parser.on('closetag', (node) => handler.close(localName(node.name)))
  if (handler.text) {
    const onText = handler.text.bind(handler)
    parser.on('text', onText)
    parser.on('cdata', onText)
  }
  const repair = new XmlRepair()
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of input) {
    const text = repair.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }))
    if (text) parser.write(text)
    if (queue.length > 0) {
      const out = queue
      queue = []
      yield* out
    }
  }
  const rest = repair.push(decoder.decode()) + repair.end()
  if (rest) parser.write(rest)
  if (!sawRoot) throw new ImportFormatError(`not a ${what} file: no XML root element`)
  parser.close()
  handler.end?.()
  yield* queue
}
