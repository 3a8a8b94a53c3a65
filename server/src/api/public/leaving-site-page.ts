import { escapeHtml } from '../../../../shared/escape-html';

/**
 * The page a resource download on another site answers with, instead of a bare redirect (issue #31
 * item 8): the visitor sees where the link leads before going, and the link opens the other site
 * with `rel="noopener noreferrer"` (it gets neither our page as `window.opener` nor our address as
 * the Referer). No script, no inline style: the site's Content-Security-Policy applies as is.
 * @param target the file's address on the other site (an http(s) URL)
 * @param title the resource's title, shown as what the file is
 * @returns the whole HTML document
 */
export function leavingSitePage(target: URL, title: string): string {
  const host = escapeHtml(target.host);
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>You are leaving the site</title>
</head>
<body>
<main>
<h1>You are leaving the site</h1>
<p>“${escapeHtml(title)}” is not kept on this site. It is at:</p>
<p><code>${escapeHtml(target.href)}</code></p>
<p>We do not control ${host}. Continue only if you trust it.</p>
<p><a href="${escapeHtml(target.href)}" rel="noopener noreferrer">Continue to ${host}</a></p>
<p><a href="/resources">Back to resources</a></p>
</main>
</body>
</html>
`;
}
