/**
 * A PostCSS plugin for the web build (issue 13 "A light web app"): drops Blueprint's icon-font
 * glyph rules (`.bp6-icon-add::before { content: "…" }`, ≈700 of them, ≈4.5 KiB of brotli in the
 * app's CSS). They draw an icon with the icon font, which the app no longer loads: its icons are
 * SVG (src/app/icons.ts), and a class like `bp6-icon-add` on an element would draw nothing anyway.
 */
import type { AcceptedPlugin } from 'postcss';

/** `.bp6-icon-<name>::before` (or `:before`), and nothing else. */
const GLYPH_SELECTOR = /^\.bp6-icon-[a-z0-9-]+::?before$/;

export const dropIconFontGlyphs: AcceptedPlugin = {
  postcssPlugin: 'certify-drop-icon-font-glyphs',
  Rule(rule) {
    if (rule.selectors.every((selector) => GLYPH_SELECTOR.test(selector.trim()))) rule.remove();
  },
};
