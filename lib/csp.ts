// The Content-Security-Policy of the console's pages (ASVS 3.4.3): scripts run only when they carry
// this response's nonce, or when a script that did loaded them ('strict-dynamic': Next's chunks,
// next/dynamic screens). proxy.ts draws a nonce per page request and hands it to Next in the
// request's own CSP header, from which Next stamps its scripts. Styles may stay inline: React's
// style attributes need it, and a style cannot run code. Answers that are not pages (JSON, files,
// the captcha image) get NON_PAGE_POLICY from next.config.mjs.

import { fileOrigin } from './files/file-ref';

/** 128 random bits, base64. Web Crypto: proxy.ts runs outside Node's own modules' reach too. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function pagePolicy(nonce: string, dev = process.env.NODE_ENV === 'development', files = fileOrigin()): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code for its stack traces; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // The captcha is a data: image; previews and downloads are blob: URLs; stored files (a file
    // id's wanFullUri) come from the upstream's file host, that host only (UPSTREAM_FILE_ORIGIN).
    `img-src 'self' data: blob:${files ? ` ${files}` : ''}`,
    `media-src 'self' blob:${files ? ` ${files}` : ''}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
