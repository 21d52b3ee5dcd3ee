import sanitizeHtml from 'sanitize-html';

// The shop's rich text is a small set of tags; anything else (scripts, styles, event handlers,
// javascript: links) is removed when the text is written, so pages can render it as it is.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'blockquote',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/** Rich text reduced to the tags the storefront renders. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
