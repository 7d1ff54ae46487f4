/**
 * The kinds of file the api accepts, told apart by their content — never by the file's name or
 * the content type the client declares: PDF (`%PDF-`), PNG and JPEG (magic bytes), CSV (text: no
 * NUL byte anywhere), PKCS#12 (an ASN.1 SEQUENCE). spec: docs/security.md "Authorisation, limits and headers" (type checked by content);
 * DESIGN.md "PDFs" (templates are uploaded PDFs).
 */

interface KindRule {
  /** The content type a stored file of this kind is served with. */
  contentType: string;
  /** How a message names it ("a PDF"). */
  label: string;
  /** The bytes a file of this kind starts with (binary kinds). */
  magic?: Buffer;
  /** Text: every byte is checked, no NUL may appear. */
  text?: boolean;
}

export const FILE_KINDS = {
  pdf: { contentType: 'application/pdf', label: 'a PDF', magic: Buffer.from('%PDF-', 'latin1') },
  png: {
    contentType: 'image/png',
    label: 'a PNG image',
    magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: { contentType: 'image/jpeg', label: 'a JPEG image', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  csv: { contentType: 'text/csv', label: 'a CSV file', text: true },
  /** PKCS#12 (DER: an ASN.1 SEQUENCE); opened and checked by signing/pkcs12.ts. docs/security.md "Signed PDFs". */
  p12: {
    contentType: 'application/x-pkcs12',
    label: 'a PKCS#12 certificate (.p12 or .pfx)',
    magic: Buffer.from([0x30]),
  },
} as const satisfies Record<string, KindRule>;

export type FileKind = keyof typeof FILE_KINDS;

/** The most bytes a magic number needs: after this many, the kind is decided. */
export const SNIFF_BYTES = Math.max(...Object.values(FILE_KINDS).map((k: KindRule) => (k.magic ? k.magic.length : 0)));

/** "a PDF or a PNG image" */
export const kindsLabel = (kinds: readonly FileKind[]): string =>
  kinds.map((k) => FILE_KINDS[k].label).join(kinds.length > 2 ? ', ' : ' or ');

/**
 * Which of `kinds` a file starting with `head` is. `complete`: `head` is the whole file (no more
 * bytes will come). Answers the kind, `null` when it is none of them, or `undefined` when more
 * bytes are needed to tell. Binary kinds are tried first; a text kind matches when `head` has no
 * NUL (the rest of the file is checked with `hasNul` as it arrives).
 */
export function sniffKind(head: Buffer, kinds: readonly FileKind[], complete: boolean): FileKind | null | undefined {
  let undecided = false;
  for (const kind of kinds) {
    const { magic } = FILE_KINDS[kind] as KindRule;
    if (!magic) continue;
    const n = Math.min(head.length, magic.length);
    if (head.subarray(0, n).equals(magic.subarray(0, n))) {
      if (n === magic.length) return kind;
      if (!complete) undecided = true;
    }
  }
  if (undecided) return undefined;
  const text = kinds.find((k) => (FILE_KINDS[k] as KindRule).text);
  return text && !hasNul(head) ? text : null;
}

/** Whether the bytes contain a NUL (binary, not text). */
export const hasNul = (bytes: Buffer): boolean => bytes.includes(0);

/** Whether files of this kind are text (checked for NUL in every chunk). */
export const isTextKind = (kind: FileKind): boolean => !!(FILE_KINDS[kind] as KindRule).text;
