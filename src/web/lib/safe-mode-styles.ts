/**
 * The built-in "safe mode" stylesheet, used when the app's own stylesheet did not apply (a failed or blocked
 * download). It knows no utility classes, so it styles elements: readable type, a centred column, visible
 * buttons and fields, and the screen-reader-only text kept hidden. The body leaves room at the top for the
 * "Safe mode active" banner.
 */
export const SAFE_MODE_CSS = `
*,::before,::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;padding-top:40px;background:#f8fafc;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",Arial,sans-serif}
header,main,footer,section{display:block}
nav{display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px}
header,footer{background:#fff;border-bottom:1px solid #e2e8f0;padding:8px 16px}
main,section{max-width:72rem;margin:0 auto;padding:16px}
h1{font-size:1.75rem;line-height:1.2;margin:.5em 0}
h2{font-size:1.25rem;margin:.75em 0 .5em}
h3{font-size:1rem;margin:.5em 0}
p{margin:.5em 0}
a{color:#3730a3}
ul,ol{padding-left:1.25rem}
nav ul{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0;margin:0}
img,svg,video{max-width:100%;height:auto;vertical-align:middle}
svg{width:1.25em;height:1.25em}
button,input,select,textarea{font:inherit;color:inherit}
button,[role="button"]{min-height:44px;padding:8px 16px;border:1px solid #3730a3;border-radius:8px;background:#3730a3;color:#fff;cursor:pointer}
button:disabled{opacity:.6}
input,select,textarea{display:block;width:100%;max-width:32rem;min-height:44px;padding:8px 12px;border:1px solid #94a3b8;border-radius:8px;background:#fff}
input[type="checkbox"],input[type="radio"]{display:inline-block;width:auto;min-height:0}
label{display:block;margin:8px 0 4px;font-weight:500}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #e2e8f0;padding:6px 8px;text-align:left}
:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
[hidden]{display:none}
`;
