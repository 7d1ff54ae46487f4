import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** Draws text large, diagonal (corner to corner), centred and semi-transparent across the page. */
export function drawWatermark(page: PDFPage, text: string, font: PDFFont): void {
  const { width: w, height: h } = page.getSize();
  const angle = Math.atan2(h, w);
  const unit = font.widthOfTextAtSize(text, 1);
  if (!unit) return;
  const size = Math.min((Math.hypot(w, h) * 0.62) / unit, h * 0.45);
  const tw = unit * size;
  const capH = font.heightAtSize(size, { descender: false }) * 0.72;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  page.drawText(text, {
    x: w / 2 - ((tw / 2) * cos - (capH / 2) * sin),
    y: h / 2 - ((tw / 2) * sin + (capH / 2) * cos),
    size,
    font,
    color: rgb(0.72, 0.1, 0.12),
    opacity: 0.14,
    rotate: degrees((angle * 180) / Math.PI),
  });
}
