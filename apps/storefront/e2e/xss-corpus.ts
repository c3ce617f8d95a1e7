/**
 * Script-injection payloads for the XSS spec: each, if it ever ran, would call `window.__xss()`
 * (or open a dialog). Built from attack vectors × the contexts they try to break out of, so the
 * corpus covers tags, attributes, URLs, encodings and parser quirks, not one trick many times.
 */
const call = 'window.__xss&&window.__xss()';

const vectors = [
  `<script>${call}</script>`,
  `<img src=x onerror="${call}">`,
  `<img src=x onerror=${call}>`,
  `<svg onload="${call}">`,
  `<svg><script>${call}</script></svg>`,
  `<body onload="${call}">`,
  `<iframe srcdoc="<script>parent.__xss&&parent.__xss()</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss&&parent.__xss()"></iframe>`,
  `<a href="javascript:${call}" id="xss-link">x</a>`,
  `<a href="JaVaScRiPt:${call}" id="xss-link">x</a>`,
  `<a href="&#106;avascript:${call}" id="xss-link">x</a>`,
  `<a href=" javascript:${call}" id="xss-link">x</a>`,
  `<a href="data:text/html,<script>${call}</script>" id="xss-link">x</a>`,
  `<details open ontoggle="${call}">`,
  `<video><source onerror="${call}"></video>`,
  `<audio src=x onerror="${call}">`,
  `<input autofocus onfocus="${call}">`,
  `<select autofocus onfocus="${call}"></select>`,
  `<textarea autofocus onfocus="${call}"></textarea>`,
  `<object data="javascript:${call}"></object>`,
  `<embed src="javascript:${call}">`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${call}">`,
  `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
  `<style>@import 'javascript:${call}';</style>`,
  `<div style="background:url(javascript:${call})">x</div>`,
  `<form action="javascript:${call}"><button id="xss-submit">x</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${call}">`,
  `<base href="javascript:${call}//">`,
  `<template><img src=x onerror="${call}"></template>`,
  `<img src="x" srcset="y" onerror="${call}">`,
];

const contexts = [
  (vector: string) => vector,
  (vector: string) => `"><${vector.slice(1)}`,
  (vector: string) => `</p></div>${vector}`,
  (vector: string) => `<!--${vector}-->${vector}`,
];

export const xssPayloads: string[] = contexts.flatMap((wrap) => vectors.map((vector) => wrap(vector)));
