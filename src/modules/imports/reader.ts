// What the import pipeline needs of the device-file parsers (src/imports/formats): tell a stored
// file's format, and stream its records. The worker and the upload take one (the app gives them
// the parsers; tests of the pipeline may give their own).
import type { ImportFormat, ImportRecord } from '../../imports/formats/types.js'

export interface ImportReader {
  /** A stored file's format from its bytes; null when it is none healthd reads. */
  detect(file: string): Promise<ImportFormat | null>
  /**
   * Reads a stored file as `format`. The records stream as they are consumed; reading throws
   * ImportFormatError when the file is not what its format says (the import then fails and
   * writes nothing), and a bad record inside a good file comes as a SkippedRecord.
   */
  parse(file: string, format: ImportFormat): Promise<{ format: ImportFormat; records: AsyncIterable<ImportRecord> }>
}
