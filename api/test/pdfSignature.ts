/**
 * A PAdES signature verifier for tests (docs/verification.mds
 * signature in a test, and fails it after one byte is changed"): reads the signature field with
 * pdf-lib (ByteRange, Contents, SubFilter) and checks the CMS with node-forge's ASN.1 and node's
 * crypto: the message-digest attribute is the SHA-256 of the ByteRange-covered bytes, and the RSA
 * signature over the signed attributes verifies with the signer certificate it carries.
 */
import { createHash, verify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFNumber, PDFString } from 'pdf-lib';

const { asn1, pki } = forge;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();

/** What the verifier found. */
export interface Verified {
  ok: boolean;
  /** Why not. */
  problem?: string;
  subFilter?: string;
  reason?: string;
  /** The signer's certificate. */
  certificate?: X509Certificate;
}

/** The signature fields (`/FT /Sig`) of a PDF, read with pdf-lib. */
export async function signatureDicts(pdf: Uint8Array): Promise<PDFDict[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const form = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = form?.lookupMaybe(PDFName.of('Fields'), PDFArray);
  const out: PDFDict[] = [];
  for (let i = 0; fields && i < fields.size(); i++) {
    const field = fields.lookup(i, PDFDict);
    if (field.get(PDFName.of('FT')) === PDFName.of('Sig')) out.push(field.lookup(PDFName.of('V'), PDFDict));
  }
  return out;
}

/**
 * Verifies the one signature of `pdf`: ByteRange covers the whole file but `/Contents`; the CMS's
 * message digest is the SHA-256 of those bytes; its RSA signature over the DER of the signed
 * attributes verifies with its signer certificate.
 */
export async function verifyPdf(pdf: Uint8Array): Promise<Verified> {
  const dicts = await signatureDicts(pdf);
  if (dicts.length !== 1) return { ok: false, problem: `${dicts.length} signatures` };
  const sig = dicts[0]!;
  const range = sig
    .lookup(PDFName.of('ByteRange'), PDFArray)
    .asArray()
    .map((n) => (n as PDFNumber).asNumber());
  const [a, b, c, d] = range as [number, number, number, number];
  const subFilter = sig.lookup(PDFName.of('SubFilter'), PDFName).decodeText();
  const reason = sig.lookup(PDFName.of('Reason'), PDFString).decodeText();
  if (a !== 0 || c + d !== pdf.length || pdf[b] !== 0x3c || pdf[c - 1] !== 0x3e) {
    return { ok: false, problem: 'the ByteRange does not cover the file', subFilter, reason };
  }
  const signed = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const contents = Buffer.from(sig.lookup(PDFName.of('Contents'), PDFHexString).asBytes());

  const cms = asn1.fromDer(forge.util.createBuffer(contents.toString('binary')), { parseAllBytes: false } as never);
  const signedData = ((cms.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  const certs = signedData.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0)!
    .value as forge.asn1.Asn1[];
  const signerInfo = (signedData.at(-1)!.value as forge.asn1.Asn1[])[0]!.value as forge.asn1.Asn1[];
  const attrsNode = signerInfo.find((n) => n.tagClass === asn1.Class.CONTEXT_SPECIFIC && n.type === 0)!;
  const signature = Buffer.from(signerInfo.at(-1)!.value as string, 'binary');
  const certificate = new X509Certificate(Buffer.from(asn1.toDer(certs[0]!).getBytes(), 'binary'));

  const digestAttr = (attrsNode.value as forge.asn1.Asn1[]).find(
    (attr) => asn1.derToOid((attr.value as forge.asn1.Asn1[])[0]!.value as string) === pki.oids.messageDigest,
  )!;
  const messageDigest = Buffer.from(
    ((digestAttr.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string,
    'binary',
  );
  if (!messageDigest.equals(sha256(signed))) {
    return { ok: false, problem: 'the document was changed after signing', subFilter, reason, certificate };
  }
  // The signature covers the signed attributes as a DER SET (tag 0x31), not as the [0] (0xA0) they are sent in.
  const attrsDer = Buffer.from(asn1.toDer(attrsNode).getBytes(), 'binary');
  attrsDer[0] = 0x31;
  if (!verify('sha256', attrsDer, certificate.publicKey, signature)) {
    return { ok: false, problem: 'the signature does not verify', subFilter, reason, certificate };
  }
  return { ok: true, subFilter, reason, certificate };
}
