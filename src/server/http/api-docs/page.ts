/**
 * The API reference page: plain HTML and CSS, no fonts or scripts from elsewhere, so it works
 * on a server with no internet and under the app's Content-Security-Policy (script and style
 * come from this server, never inline).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="/api/docs/docs.css">
<script src="/api/docs/docs.js" defer></script>
</head>
<body>
<header>
<h1 id="title">API reference</h1>
<p id="summary">Reading /api/openapi.json…</p>
<label>Session token (sent as <code>Authorization: Bearer</code> by “Send”)
<input id="token" type="password" autocomplete="off" spellcheck="false"></label>
<label>Filter <input id="filter" type="search" placeholder="path or words"></label>
</header>
<main id="operations" aria-live="polite"></main>
</body>
</html>
`;

export const DOCS_CSS = `
:root { color-scheme: light dark; --line: #8884; --muted: #888; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, sans-serif; }
header { padding: 16px; border-bottom: 1px solid var(--line); display: grid; gap: 8px; }
header h1 { margin: 0; font-size: 22px; }
header p { margin: 0; color: var(--muted); }
label { display: grid; gap: 4px; font-size: 13px; max-width: 560px; }
input, textarea, button { font: inherit; padding: 6px 8px; border: 1px solid var(--line);
  border-radius: 6px; background: transparent; color: inherit; }
textarea { width: 100%; min-height: 140px; font-family: ui-monospace, monospace; font-size: 13px; }
button { cursor: pointer; width: max-content; }
main { padding: 8px 16px 48px; display: grid; gap: 8px; }
h2 { font-size: 17px; margin: 20px 0 4px; text-transform: capitalize; }
details.op { border: 1px solid var(--line); border-radius: 8px; }
details.op > summary { padding: 8px 12px; cursor: pointer; display: flex; gap: 10px;
  align-items: baseline; flex-wrap: wrap; }
details.op > div { padding: 0 12px 12px; display: grid; gap: 10px; }
.method { font: 700 12px ui-monospace, monospace; text-transform: uppercase; min-width: 56px;
  padding: 2px 6px; border-radius: 4px; color: #fff; text-align: center; }
.get { background: #2f7d32; } .post { background: #1565c0; } .patch { background: #8d5a00; }
.put { background: #6a1b9a; } .delete { background: #c62828; }
.path { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
pre { margin: 0; padding: 8px; border-radius: 6px; background: #8881; overflow: auto;
  font-size: 12.5px; max-height: 420px; }
table { border-collapse: collapse; font-size: 13px; }
td, th { border-bottom: 1px solid var(--line); padding: 4px 8px; text-align: left; }
.status { font-weight: 700; }
`;
