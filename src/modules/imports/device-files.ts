// The device-file parsers (src/imports/formats) as the import pipeline's reader.
import { detectFileFormat, parseImport } from '../../imports/formats/index.js'
import type { ImportReader } from './reader.js'

export const DEVICE_FILES: ImportReader = {
  detect: detectFileFormat,
  parse: (file, format) => parseImport(file, format),
}
