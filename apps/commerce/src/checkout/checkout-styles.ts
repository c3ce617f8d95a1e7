import { SafeHtml } from '../shared/html-template.ts';

/**
 * The checkout's whole style sheet, inline (one request for the page, nothing render-blocking).
 * The billing fields hide by CSS alone while "same as delivery" is chosen, so the page needs no
 * script; a browser without `:has()` simply shows them.
 */
export const checkoutStyles = new SafeHtml(`
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a17;background:#faf7f2}
a{color:#5d3a1a}
a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #1c5fb8;outline-offset:2px}
.top{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding:.75rem 1rem;background:#3e2723;color:#fff}
.top a{color:#fff}
.brand{font-weight:700;font-size:1.25rem;text-decoration:none}
.languages{display:flex;gap:.75rem}
.languages a[aria-current]{font-weight:700;text-decoration:none}
main{max-width:70rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:.5rem 0 1rem}
h2{font-size:1.15rem;margin:0 0 .75rem}
.layout{display:grid;gap:1.5rem}
@media (min-width:62em){.layout{grid-template-columns:minmax(0,3fr) minmax(0,2fr);align-items:start}.summary{position:sticky;top:1rem}}
fieldset{border:1px solid #d8cfc4;border-radius:8px;padding:1rem;margin:0 0 1rem;background:#fff}
legend{font-weight:700;padding:0 .25rem}
.field{margin-bottom:.85rem}
fieldset>.field:last-child{margin-bottom:0}
.row{display:grid;gap:0 .75rem}
@media (min-width:36em){.row{grid-template-columns:1fr 1fr}.row.postal{grid-template-columns:10rem 1fr}}
label{display:block;font-weight:600;margin-bottom:.2rem}
.choice label,.check label{display:inline;font-weight:400}
input[type=text],input[type=email],select{width:100%;font:inherit;padding:.55rem .65rem;border:1px solid #8a7f75;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border:2px solid #b3261e}
.choice{display:flex;gap:.6rem;align-items:flex-start;padding:.35rem 0}
.choice input,.check input{width:1.2rem;height:1.2rem;margin:.15rem 0 0;flex:none;accent-color:#3e2723}
.check{display:flex;gap:.6rem;align-items:flex-start}
.hint{color:#5c534c;font-size:.9rem;margin:.15rem 0 0}
.error{color:#b3261e;font-weight:600;font-size:.95rem;margin:.25rem 0 0}
.alert{border:2px solid #b3261e;background:#fdecea;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
.alert ul{margin:.25rem 0 0;padding-left:1.25rem}
.notice{border:1px solid #d8cfc4;background:#fff;border-radius:8px;padding:.75rem 1rem;margin:0 0 1rem}
form:has(#billing-same:checked) .billing-fields{display:none}
.billing-fields{margin-top:.75rem}
.summary{background:#fff;border:1px solid #d8cfc4;border-radius:8px;padding:1rem}
.summary table{width:100%;border-collapse:collapse}
.summary th,.summary td{text-align:left;padding:.35rem 0;vertical-align:top}
.summary td.amount,.summary th.amount{text-align:right;white-space:nowrap;padding-left:.75rem}
.summary tbody tr{border-bottom:1px solid #eee6dc}
.summary tfoot .total th,.summary tfoot .total td{font-size:1.15rem;font-weight:700;border-top:2px solid #3e2723;padding-top:.5rem}
.muted{color:#5c534c;font-size:.9rem}
.place{margin-top:1rem}
.final-total{display:flex;justify-content:space-between;font-size:1.2rem;font-weight:700;margin:0 0 .75rem}
button.primary{width:100%;font:inherit;font-weight:700;font-size:1.1rem;padding:.85rem 1rem;border:0;border-radius:8px;background:#3e2723;color:#fff;cursor:pointer}
button.primary:hover{background:#2b1b17}
.codes{border-top:1px solid #d8cfc4;margin-top:1rem;padding-top:1rem}
.code-entry{display:flex;gap:.5rem}
button.secondary{font:inherit;font-weight:600;padding:.55rem .9rem;border:1px solid #3e2723;border-radius:6px;background:#fff;color:#3e2723;cursor:pointer}
.applied{list-style:none;margin:0 0 .85rem;padding:0}
.applied li{display:flex;justify-content:space-between;gap:.5rem;align-items:baseline}
button.link{font:inherit;font-size:.9rem;padding:0;border:0;background:none;color:#5d3a1a;text-decoration:underline;cursor:pointer}
.confirmation{max-width:40rem}
.order-number{font-size:1.5rem;font-weight:700}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`);
